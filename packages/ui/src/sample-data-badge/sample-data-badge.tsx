import { ExplainedBadge, type ExplainedBadgeProps } from '../explained-badge';

/** The badge's words: the same in every app, and in aitchQ's provenance badge. */
export const SAMPLE_DATA_LABEL = 'Sample data';

/**
 * What a sample badge explains: that the figures are illustrative, and what would feed them
 * ('your finance system'): 'Sample figures, not from a connected source. Would come from your
 * finance system.'
 */
export function sampleDataExplanation(source: string): string {
  return `Sample figures, not from a connected source. Would come from ${source}.`;
}

export interface SampleDataBadgeProps {
  /** What would feed the widget once connected, as the end of a sentence: 'your HRIS'. */
  source: string;
  /** Which edge of the badge its explanation lines up with (see `ExplainedBadge`). */
  align?: ExplainedBadgeProps['align'];
}

/**
 * The quiet 'Sample data' badge of a widget whose figures are illustrative. It carries the same
 * provenance mark as a live widget's badge (`data-ui="provenance"`, `data-provenance="sample"`)
 * and explains what would feed the widget: as its accessible description, and on hover and
 * keyboard focus as a tooltip.
 */
export function SampleDataBadge({ source, align }: SampleDataBadgeProps) {
  return (
    <ExplainedBadge
      variant="neutral"
      explanation={sampleDataExplanation(source)}
      align={align}
      data-ui="provenance"
      data-provenance="sample"
    >
      {SAMPLE_DATA_LABEL}
    </ExplainedBadge>
  );
}
