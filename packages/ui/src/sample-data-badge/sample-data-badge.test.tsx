import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { SampleDataBadge, sampleDataExplanation } from './sample-data-badge';

describe('SampleDataBadge', () => {
  it("says 'Sample data' with the provenance mark every widget's badge carries", () => {
    renderWithTheme(<SampleDataBadge source="your HRIS" />);
    const badge = screen.getByText('Sample data');
    expect(badge).toBeVisible();
    expect(badge).toHaveAttribute('data-ui', 'provenance');
    expect(badge).toHaveAttribute('data-provenance', 'sample');
  });

  it('is described by what would feed the figures, and explains it on focus', () => {
    renderWithTheme(<SampleDataBadge source="your HRIS" />);
    const badge = screen.getByText('Sample data');
    const explanation = 'Sample figures, not from a connected source. Would come from your HRIS.';
    expect(badge).toHaveAccessibleDescription(explanation);
    act(() => badge.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent(explanation);
  });
});

describe('sampleDataExplanation', () => {
  it('says the figures are samples and names what would feed them', () => {
    expect(sampleDataExplanation('your learning system')).toBe(
      'Sample figures, not from a connected source. Would come from your learning system.',
    );
  });
});
