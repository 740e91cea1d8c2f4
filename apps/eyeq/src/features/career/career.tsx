import type { Career } from '@q/schemas/personal';
import { BulletList, CardSection, ChipList } from '../../lib/card-parts';
import { LEARNING_STIPEND_USD_PER_YEAR } from '../../lib/constants';
import { DashboardCard } from '../../lib/dashboard-card';
import { Meter } from '../../lib/meter';
import { stipendText } from './career-rules';
import * as S from './styled';

/** Career Progression: current and next level, the way there, and what shapes pay. */
export function CareerProgression({ career }: { career: Omit<Career, 'learningPath'> }) {
  return (
    <DashboardCard
      source="your HRIS and learning system"
      title="Career Progression"
      description="Your path to the next level."
    >
      <S.Levels>
        <S.Level>
          <dt>Current level</dt>
          <dd>{career.currentLevel}</dd>
        </S.Level>
        <S.Arrow aria-hidden="true">→</S.Arrow>
        <S.Level>
          <dt>Next level</dt>
          <dd>{career.nextLevel}</dd>
        </S.Level>
      </S.Levels>
      <Meter
        label={`Progress to ${career.nextLevel}`}
        value={career.progressToNext}
        valueText={`${career.progressToNext}%`}
      />
      <S.Columns>
        <CardSection title="Key skills to build">
          <ChipList items={career.keySkillsNeeded} />
        </CardSection>
        <CardSection title="Compensation factors">
          <BulletList>
            {career.compensationFactors.map((factor) => (
              <li key={factor}>{factor}</li>
            ))}
          </BulletList>
        </CardSection>
      </S.Columns>
      <S.Stipend>
        <span>Learning stipend:</span>
        <S.StipendAmount>{stipendText(LEARNING_STIPEND_USD_PER_YEAR)}</S.StipendAmount>
        <span>for courses, books and conferences</span>
      </S.Stipend>
    </DashboardCard>
  );
}
