import type { PersonalMetrics } from '@q/schemas/personal';
import { formatScore } from '@q/ui';

export interface HeadlineMetric {
  title: string;
  /** The figure as shown ('87%', '91', '8.2'). */
  value: string;
  /** What the figure is out of, in words. */
  scale: string;
  /** The bar's value and maximum. */
  barValue: number;
  barMax: number;
}

/**
 * The three headline cards of docs/behaviour.md §2: Task Completion, Impact Score, Focus Score (out
 * of 10).
 */
export function headlineMetrics(metrics: PersonalMetrics): HeadlineMetric[] {
  return [
    {
      title: 'Task Completion',
      value: `${formatScore(metrics.taskCompletion)}%`,
      scale: 'of planned tasks done this week',
      barValue: metrics.taskCompletion,
      barMax: 100,
    },
    {
      title: 'Impact Score',
      value: formatScore(metrics.impactScore),
      scale: 'out of 100',
      barValue: metrics.impactScore,
      barMax: 100,
    },
    {
      title: 'Focus Score',
      value: formatScore(metrics.focusScore),
      scale: 'out of 10',
      barValue: metrics.focusScore,
      barMax: 10,
    },
  ];
}

/** The streak in words: '1 day', '12 days'. */
export function dayStreakText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}
