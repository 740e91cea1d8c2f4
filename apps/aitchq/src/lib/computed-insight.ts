import { PROVIDER_LABELS } from '@q/schemas/integration-catalog';
import type { InsightEvidence, ManagementInsight } from '@q/schemas/manager';

/** A computed insight: a rule made it from the connected data, and says why. */
export type ComputedInsight = ManagementInsight & { evidence: InsightEvidence };

export function isComputedInsight(insight: ManagementInsight): insight is ComputedInsight {
  return insight.evidence !== undefined;
}

/** A source's name as people know it: 'bamboohr' or 'BambooHR' both say 'BambooHR'. */
export function providerName(provider: string): string {
  return Object.hasOwn(PROVIDER_LABELS, provider)
    ? PROVIDER_LABELS[provider as keyof typeof PROVIDER_LABELS]
    : provider;
}
