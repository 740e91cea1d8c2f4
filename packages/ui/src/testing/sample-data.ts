import { within } from '@testing-library/react';
import { expect } from 'vitest';
import { sampleDataExplanation } from '../sample-data-badge';

/**
 * Checks that `widget` says its figures are samples: one 'Sample data' badge, marked as the
 * sample, described by what would feed the widget (`source`, as the widget names it).
 */
export function expectSampleDataBadge(widget: HTMLElement, source: string): void {
  const badge = within(widget).getByText('Sample data');
  expect(badge).toHaveAttribute('data-provenance', 'sample');
  expect(badge).toHaveAccessibleDescription(sampleDataExplanation(source));
}
