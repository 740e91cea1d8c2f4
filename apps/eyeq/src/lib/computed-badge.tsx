import type { Provenance } from '@q/schemas/sync';
import { ExplainedBadge } from '@q/ui';
import { computedBadgeText } from './provenance-rules';

/**
 * The provenance badge of a part computed from the person's own synced record: where it comes
 * from and when, marked as every widget's provenance is (`data-ui="provenance"`,
 * `data-provenance`), explaining itself on hover and focus.
 */
export function ComputedBadge({
  provenance,
  align,
}: {
  provenance: Provenance;
  align?: 'start' | 'end';
}) {
  const badge = computedBadgeText(provenance);
  return (
    <ExplainedBadge
      variant={badge.variant}
      explanation={badge.explanation}
      align={align}
      data-ui="provenance"
      data-provenance={badge.state}
    >
      {badge.text}
    </ExplainedBadge>
  );
}
