import type { Wellness as WellnessData } from '@q/schemas/personal';
import { formatScore } from '@q/ui';
import { FactList } from '../../lib/card-parts';
import { DashboardCard } from '../../lib/dashboard-card';
import { Meter } from '../../lib/meter';
import * as S from './styled';
import { breaksText, stressLevelLabel } from './wellness-rules';

/** Wellness & Balance: balance, mood and flexibility as bars; stress, breaks and best hours. */
export function Wellness({ wellness }: { wellness: WellnessData }) {
  return (
    <DashboardCard
      source="your calendar and wellbeing check-ins"
      title="Wellness & Balance"
      description="How sustainable your pace is, so you can keep doing your best work."
    >
      <S.Meters>
        <Meter
          label="Work-life balance"
          value={wellness.workLifeBalance}
          max={10}
          valueText={`${formatScore(wellness.workLifeBalance)} / 10`}
        />
        <Meter
          label="Mood"
          value={wellness.moodRating}
          max={10}
          valueText={`${formatScore(wellness.moodRating)} / 10`}
        />
        <Meter
          label="Flexible work used"
          value={wellness.flexibilityUsed}
          valueText={`${wellness.flexibilityUsed}%`}
        />
      </S.Meters>
      <FactList
        facts={[
          {
            label: 'Stress level',
            value: `${stressLevelLabel(wellness.stressLevel)} (${formatScore(wellness.stressLevel)}/10)`,
          },
          { label: 'Breaks today', value: breaksText(wellness.breaksTaken) },
          { label: 'Best focus time', value: wellness.optimalWorkTime },
        ]}
      />
    </DashboardCard>
  );
}
