import type { Hint } from '../../lib/hint';

export const SAAS_AVERAGE_TIME_TO_FILL_DAYS = 35;
export const GOOD_TIME_TO_FILL_DAYS = 30;
export const TECH_AVERAGE_TIME_TO_HIRE_DAYS = 28;
export const EXCELLENT_TIME_TO_HIRE_DAYS = 25;

/** Time to fill (docs/behaviour.md §9): 30 days or less is good, against a SaaS average of 35. */
export function timeToFillHint(days: number): Hint {
  return days <= GOOD_TIME_TO_FILL_DAYS
    ? { tone: 'good', text: `Good (SaaS average ${SAAS_AVERAGE_TIME_TO_FILL_DAYS} days)` }
    : {
        tone: 'warning',
        text: `Above the ${GOOD_TIME_TO_FILL_DAYS}-day goal (SaaS average ${SAAS_AVERAGE_TIME_TO_FILL_DAYS} days)`,
      };
}

/**
 * Time to hire (docs/behaviour.md §9): 25 days or less is excellent, against a tech average of 28.
 */
export function timeToHireHint(days: number): Hint {
  return days <= EXCELLENT_TIME_TO_HIRE_DAYS
    ? { tone: 'good', text: `Excellent (tech average ${TECH_AVERAGE_TIME_TO_HIRE_DAYS} days)` }
    : {
        tone: 'warning',
        text: `Above the ${EXCELLENT_TIME_TO_HIRE_DAYS}-day goal (tech average ${TECH_AVERAGE_TIME_TO_HIRE_DAYS} days)`,
      };
}
