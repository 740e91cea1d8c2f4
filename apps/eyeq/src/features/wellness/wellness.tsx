import type { Wellness as WellnessData } from '@q/schemas/personal';
import { formatDate, formatScore } from '@q/ui';
import { BulletList, CardSection, EmptyText, FactList } from '../../lib/card-parts';
import { ComputedBadge } from '../../lib/computed-badge';
import { DashboardCard } from '../../lib/dashboard-card';
import { Meter } from '../../lib/meter';
import { computedPart, type OwnPart, SAMPLE_PARTS } from '../../lib/own-data';
import { providerName } from '../../lib/provenance-rules';
import * as S from './styled';
import { breaksText, stressLevelLabel, timeOffText } from './wellness-rules';

export interface WellnessProps {
  wellness: WellnessData;
  /** The person's own coming time off from the connected HRIS, when it gives it. */
  timeOff?: OwnPart<'timeOff'>;
}

/**
 * Wellness & Balance: balance, mood and flexibility as bars; stress, breaks and best hours. Once
 * the person's time off is synced, their own coming absences too, with where they come from
 * (the sample has none: nothing shows until then).
 */
export function Wellness({ wellness, timeOff = SAMPLE_PARTS.timeOff }: WellnessProps) {
  const own = computedPart(timeOff);
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
      {own && (
        <CardSection
          title="Upcoming time off"
          badge={<ComputedBadge provenance={own.provenance} align="start" />}
        >
          {own.value.length === 0 ? (
            <EmptyText>No upcoming time off in {providerName(own.provenance)}.</EmptyText>
          ) : (
            <BulletList aria-label="Your upcoming time off">
              {own.value.map((absence) => (
                <li key={`${absence.start}-${absence.end}`}>{timeOffText(absence, formatDate)}</li>
              ))}
            </BulletList>
          )}
        </CardSection>
      )}
    </DashboardCard>
  );
}
