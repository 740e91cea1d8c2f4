import type { HeadcountMetrics } from '@q/schemas/manager';
import type { Provenance } from '@q/schemas/sync';
import type { Hint } from '../../lib/hint';
import { numberFromString } from '../../lib/numbers';

/**
 * Headcount hint (docs/behaviour.md §2): a warning when open positions exceed the current
 * headcount, otherwise that hiring velocity looks healthy. Null when either figure has no source:
 * no verdict is drawn from a figure that is not there.
 */
export function headcountHint({
  hired,
  open,
}: Pick<HeadcountMetrics, 'hired' | 'open'>): Hint | null {
  if (hired === null || open === null) return null;
  return open > hired
    ? { tone: 'warning', text: 'Open positions exceed current headcount' }
    : { tone: 'good', text: 'Hiring velocity looks healthy' };
}

/** The team capacity percentage from its numeric string; 0 when it is not a number, null when absent. */
export function teamCapacityPercent(teamCapacity: string | null): number | null {
  return teamCapacity === null ? null : numberFromString(teamCapacity);
}

/**
 * What the card says about figures that no connected source gives (null when every figure is
 * there): hired needs the HRIS, open the ATS, planned and capacity both.
 */
export function missingFiguresText({ hired, open }: HeadcountMetrics): string | null {
  if (hired === null && open === null) return null;
  if (hired === null) return 'Hired, planned and capacity need your HRIS connected and enabled.';
  if (open === null) return 'Open, planned and capacity need your ATS connected and enabled.';
  return null;
}

/**
 * Whether the card's figures come from two different connected sources (hired from the HRIS,
 * open and planned from the ATS): each group then carries its own badge, so the fresher source
 * never vouches for the other's figures.
 */
export function hasTwoSources(
  headcount: Provenance | undefined,
  openings: Provenance | undefined,
): boolean {
  return (
    headcount !== undefined &&
    openings !== undefined &&
    headcount.state !== 'sample' &&
    openings.state !== 'sample' &&
    headcount.integrationId !== openings.integrationId
  );
}
