import type { PersonalMetrics } from '@q/schemas/personal';
import { formatScore, ProgressBar, SampleDataBadge, VisuallyHidden } from '@q/ui';
import { useId } from 'react';
import { dayStreakText, headlineMetrics } from './metric-rules';
import * as S from './styled';

export interface HeadlineMetricsProps {
  metrics: PersonalMetrics;
  /** Out of 10, from the wellness figures. */
  workLifeBalance: number;
}

/** The three headline cards and the three small stats at the top of the dashboard. */
export function HeadlineMetrics({ metrics, workLifeBalance }: HeadlineMetricsProps) {
  const titleId = useId();
  return (
    <S.Section aria-labelledby={titleId} data-ui="widget">
      <S.BadgeRow>
        <VisuallyHidden as="h2" id={titleId}>
          At a glance
        </VisuallyHidden>
        <SampleDataBadge source="your project tracker, calendar and HRIS" />
      </S.BadgeRow>
      <S.Headlines $columns={{ md: 3 }}>
        {headlineMetrics(metrics).map((metric) => (
          <S.Headline key={metric.title} $gap={3} $padding={4} $isRaised>
            <S.HeadlineTitle>{metric.title}</S.HeadlineTitle>
            <S.Figure>
              <S.Value>{metric.value}</S.Value>
              <S.Scale>{metric.scale}</S.Scale>
            </S.Figure>
            <ProgressBar value={metric.barValue} max={metric.barMax} label={metric.title} />
          </S.Headline>
        ))}
      </S.Headlines>
      <S.Stats>
        <S.Stat>
          <dt>Day Streak</dt>
          <dd>{dayStreakText(metrics.productivityStreak)}</dd>
          <dd>of focused, productive days</dd>
        </S.Stat>
        <S.Stat>
          <dt>Goals Progress</dt>
          <dd>{formatScore(metrics.goalProgress)}%</dd>
          <dd>across your personal goals</dd>
        </S.Stat>
        <S.Stat>
          <dt>Work-Life Balance</dt>
          <dd>{formatScore(workLifeBalance)} / 10</dd>
          <dd>{formatScore(metrics.workHours)} hours worked this week</dd>
        </S.Stat>
      </S.Stats>
    </S.Section>
  );
}
