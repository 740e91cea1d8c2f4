import type { RuleContext, Thresholds } from '../model.js';

/**
 * The thresholds a rule runs with: each of its defaults, overridden by the value in use
 * (`context.thresholds[key] ?? defaults[key]`). A value in use that is not a finite number
 * (a settings row holding NaN or Infinity) falls back to the default, so that a bad setting
 * makes a rule behave as shipped rather than report everything or nothing.
 */
export function thresholdsFor<Key extends string>(
  defaults: Readonly<Record<Key, number>>,
  context: Pick<RuleContext, 'thresholds'>,
): Record<Key, number> {
  const inUse: Thresholds = context.thresholds;
  const merged = { ...defaults } as Record<Key, number>;
  for (const key of Object.keys(defaults) as Key[]) {
    const value = inUse[key];
    if (typeof value === 'number' && Number.isFinite(value)) merged[key] = value;
  }
  return merged;
}
