import type { FunctionOkr } from '@q/schemas/executive';
import { okrStatusLabel } from '../../lib/okr-status';

/** One sentence naming the leading and the trailing function: the chart's text alternative. */
export function okrProgressSummary(functions: readonly FunctionOkr[]): string {
  if (functions.length === 0) return 'No function OKRs to show.';
  const sorted = [...functions].sort((a, b) => b.progress - a.progress);
  const first = sorted[0] as FunctionOkr;
  const last = sorted.at(-1) as FunctionOkr;
  const describe = (okr: FunctionOkr) =>
    `${okr.name} at ${okr.progress}% (${okrStatusLabel(okr.status)})`;
  if (sorted.length === 1) return `OKR progress: ${describe(first)}.`;
  return `OKR progress by function: ${describe(first)} leads; ${describe(last)} trails.`;
}
