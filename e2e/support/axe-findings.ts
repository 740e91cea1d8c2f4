/**
 * What the two accessibility passes (the e2e suite's pages, Storybook's stories) share: which
 * rules a second theme is scanned by, and which findings fail a scan.
 */

/**
 * The axe rules whose outcome depends on colours: all that can differ between the light and the
 * dark theme, which have the same markup and differ only in their CSS variables.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** An axe finding, as axe-core and @axe-core/playwright report it. */
interface AxeFinding {
  id: string;
  impact?: string | null;
  help: string;
  nodes: readonly { target: readonly unknown[] }[];
}

/** The serious and critical findings of a scan, a line each: those fail it. */
export function seriousFindings(violations: readonly AxeFinding[]): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
