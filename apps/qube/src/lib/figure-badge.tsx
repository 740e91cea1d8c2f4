import { SampleDataBadge } from '@q/ui';
import type { PeopleFigureKey, WidgetProvenance } from './people-figures';

/**
 * The 'Sample data' badge of one figure, where its widget's other figures are computed from a
 * connected source and this one is not (`source`: what would feed it); nothing otherwise.
 */
export function figureBadge(
  provenance: WidgetProvenance | undefined,
  key: PeopleFigureKey,
  source: string,
) {
  return provenance?.sampleFigures.has(key) ? (
    <SampleDataBadge source={source} align="start" />
  ) : undefined;
}
