import type { Trend } from '@q/schemas/enums';
import type { Productivity, ProductivityMetric } from '@q/schemas/manager';
import { Badge, ProgressBar, SampleDataBadge, StackList, VisuallyHidden } from '@q/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { PRODUCTIVITY } from '../../data/productivity';
import { HintText } from '../../lib/hint';
import { ActivityIcon, SparklesIcon, TrendIcon } from '../../lib/icons';
import { utilizationHint } from '../../lib/utilization';
import { Widget } from '../../lib/widget';
import {
  formatMetricValue,
  formatVariance,
  progressToTarget,
  varianceTone,
} from './productivity-rules';

/** The metric the utilisation hint speaks about. */
const UTILIZATION_METRIC_ID = 'team-utilization';

const TREND_WORDS: Record<Trend, string> = {
  up: 'trending up',
  down: 'trending down',
  stable: 'stable',
};

export interface ProductivityCardProps {
  /** The figures shown; the fixed sample data by default. */
  data?: Productivity;
}

/**
 * Productivity Intelligence (docs/behaviour.md §2): team metrics against target, with AI
 * observations.
 */
export function ProductivityCard({ data = PRODUCTIVITY }: ProductivityCardProps) {
  const insightsId = useId();
  const utilization = data.metrics.find((metric) => metric.id === UTILIZATION_METRIC_ID);
  return (
    <Widget
      title="Productivity Intelligence"
      provenance={<SampleDataBadge source="your project tracker and calendar" />}
      icon={<ActivityIcon />}
      description="This sprint against target"
      actions={
        utilization ? (
          <Badge
            variant={utilizationHint(utilization.value).tone === 'good' ? 'success' : 'warning'}
          >
            Utilization {utilization.value}%
          </Badge>
        ) : undefined
      }
    >
      <StackList aria-label="Productivity metrics">
        {data.metrics.map((metric) => (
          <MetricRow
            key={metric.id}
            metric={metric}
            showHint={metric.id === UTILIZATION_METRIC_ID}
          />
        ))}
      </StackList>
      {data.insights.length > 0 && (
        <Insights aria-labelledby={insightsId}>
          <InsightsTitle id={insightsId}>
            <SparklesIcon size={16} />
            AI insights
          </InsightsTitle>
          <StackList>
            {data.insights.map((insight) => (
              <li key={insight}>{insight}</li>
            ))}
          </StackList>
        </Insights>
      )}
    </Widget>
  );
}

function MetricRow({ metric, showHint }: { metric: ProductivityMetric; showHint: boolean }) {
  const tone = varianceTone(metric.variance);
  return (
    <Metric aria-label={metric.label}>
      <Head>
        <strong>{metric.label}</strong>
        <Figure>
          {formatMetricValue(metric.value, metric.unit)}
          <Muted> / target {formatMetricValue(metric.target, metric.unit)}</Muted>
        </Figure>
      </Head>
      <ProgressBar
        value={progressToTarget(metric.value, metric.target)}
        label={`${metric.label} progress to target`}
        size="sm"
      />
      <Foot>
        <Badge variant={tone} data-tone={tone}>
          <VisuallyHidden>Variance </VisuallyHidden>
          {formatVariance(metric.variance)}
        </Badge>
        <TrendText>
          <TrendIcon size={14} trend={metric.trend} />
          {TREND_WORDS[metric.trend]}
        </TrendText>
      </Foot>
      {showHint && <HintText hint={utilizationHint(metric.value)} />}
    </Metric>
  );
}

const Metric = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Figure = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Foot = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const TrendText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Insights = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.primarySubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ul {
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const InsightsTitle = styled.h4`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.primary};
`;
