import type { AgentTypeCount, SpanOfControlManager, StructureHealth } from '@q/schemas/manager';

/** A manager's human span as a ratio ('1:7'). */
export function managerRatio(manager: Pick<SpanOfControlManager, 'directReports'>): string {
  return `1:${manager.directReports}`;
}

export type SpanFit = 'below' | 'within' | 'above';

/** Where a span sits against the recommended range (inclusive at both ends). */
export function spanFit(span: number, recommended: StructureHealth['recommendedSpan']): SpanFit {
  if (span < recommended.min) return 'below';
  if (span > recommended.max) return 'above';
  return 'within';
}

export const SPAN_FIT_LABELS: Record<SpanFit, string> = {
  below: 'Narrow span',
  within: 'Within range',
  above: 'Wide span',
};

/** Each agent type's share of all agents, in percent; 0 when there are no agents. */
export function agentTypeShare(type: Pick<AgentTypeCount, 'count'>, total: number): number {
  return total > 0 ? (type.count / total) * 100 : 0;
}

/** All agents across every type (not only the types shown). */
export function totalAgents(types: readonly Pick<AgentTypeCount, 'count'>[]): number {
  return types.reduce((sum, type) => sum + type.count, 0);
}
