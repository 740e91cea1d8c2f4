import type { PersonalStrategy } from '@q/schemas/personal';
import { StackList } from '@q/ui';
import { CardSection, ChipList } from '../../lib/card-parts';
import { DashboardCard } from '../../lib/dashboard-card';
import { Meter } from '../../lib/meter';
import * as S from './styled';

/** Strategy & Direction: the company vision, this quarter's focus and how your goals serve it. */
export function Strategy({ strategy }: { strategy: PersonalStrategy }) {
  return (
    <DashboardCard
      source="Workday or your OKR tool"
      title="Strategy & Direction"
      description="Where the company is heading and how your work fits in."
    >
      <CardSection title="Company vision">
        <S.Vision>{strategy.vision}</S.Vision>
      </CardSection>
      <CardSection title="This quarter's focus">
        <ChipList items={strategy.quarterlyFocus} />
      </CardSection>
      <CardSection title="How your goals align">
        <StackList $gap={2}>
          {strategy.alignment.map((item) => (
            <S.Alignment key={item.personalGoal}>
              <S.Goal>{item.personalGoal}</S.Goal>
              <S.Supports>supports</S.Supports>
              <span>{item.companyObjective}</span>
            </S.Alignment>
          ))}
        </StackList>
      </CardSection>
      <Meter
        label="Alignment with company objectives"
        value={strategy.alignmentScore}
        valueText={`${strategy.alignmentScore}%`}
      />
    </DashboardCard>
  );
}
