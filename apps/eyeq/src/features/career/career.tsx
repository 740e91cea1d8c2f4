import type { Career } from '@q/schemas/personal';
import { formatDate, Skeleton } from '@q/ui';
import { BulletList, CardSection, ChipList, FactList } from '../../lib/card-parts';
import { ComputedBadge } from '../../lib/computed-badge';
import { LEARNING_STIPEND_USD_PER_YEAR } from '../../lib/constants';
import { DashboardCard } from '../../lib/dashboard-card';
import { Meter } from '../../lib/meter';
import { computedPart, type OwnPart, SAMPLE_PARTS } from '../../lib/own-data';
import { anniversaryText, stipendText, tenureText } from './career-rules';
import * as S from './styled';

export interface CareerProgressionProps {
  career: Omit<Career, 'learningPath'>;
  /** The person's job title from the connected HRIS, their current level, when there is one. */
  level?: OwnPart<'level'>;
  /** Their time at the company and next work anniversary, from their hire date. */
  tenure?: OwnPart<'tenure'>;
}

/**
 * Career Progression: current and next level, the way there, and what shapes pay. Once the
 * person's record is synced, the current level is their job title and their time at the company
 * shows, each with where it comes from; the rest stays the sample.
 */
export function CareerProgression({
  career,
  level = SAMPLE_PARTS.level,
  tenure = SAMPLE_PARTS.tenure,
}: CareerProgressionProps) {
  const ownLevel = computedPart(level);
  const ownTenure = computedPart(tenure);
  return (
    <DashboardCard
      source="your HRIS and learning system"
      title="Career Progression"
      description="Your path to the next level."
    >
      <S.Levels>
        <S.Level aria-busy={level.state === 'loading' || undefined}>
          <dt>Current level</dt>
          <dd>
            {ownLevel ? (
              ownLevel.value.title
            ) : level.state === 'loading' ? (
              <Skeleton width="9rem" height="1.5rem" />
            ) : (
              career.currentLevel
            )}
          </dd>
          {ownLevel && (
            <S.LevelSource>
              <ComputedBadge provenance={ownLevel.provenance} align="start" />
            </S.LevelSource>
          )}
        </S.Level>
        <S.Arrow aria-hidden="true">→</S.Arrow>
        <S.Level>
          <dt>Next level</dt>
          <dd>{career.nextLevel}</dd>
        </S.Level>
      </S.Levels>
      {ownTenure && (
        <CardSection
          title="Your time here"
          badge={<ComputedBadge provenance={ownTenure.provenance} align="start" />}
        >
          <FactList
            facts={[
              {
                label: 'At the company',
                value: tenureText(ownTenure.value.years, ownTenure.value.months),
              },
              {
                label: 'Next work anniversary',
                value: anniversaryText(ownTenure.value, formatDate),
              },
            ]}
          />
        </CardSection>
      )}
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
