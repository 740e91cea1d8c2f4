import type { RiskOpportunity, RiskOpportunityKind } from '@q/schemas/executive';
import type { Tone } from '@q/ui';

/** A risk is red, an opportunity green; the badge also says which in words. */
export function kindTone(kind: RiskOpportunityKind): Tone {
  return kind === 'risk' ? 'danger' : 'success';
}

export function kindLabel(kind: RiskOpportunityKind): string {
  return kind === 'risk' ? 'Risk' : 'Opportunity';
}

/** '3 risks · 2 opportunities', in the singular where there is one. */
export function riskOpportunityCount(items: readonly Pick<RiskOpportunity, 'kind'>[]): string {
  const risks = items.filter((item) => item.kind === 'risk').length;
  const opportunities = items.length - risks;
  return `${risks} ${risks === 1 ? 'risk' : 'risks'} · ${opportunities} ${
    opportunities === 1 ? 'opportunity' : 'opportunities'
  }`;
}
