import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { CollapsibleSection } from './collapsible-section';

function renderSection(props: { defaultCollapsed?: boolean } = {}) {
  return renderWithTheme(
    <CollapsibleSection
      title="Management Insights"
      subtitle="What needs your attention"
      id="management-insights"
      {...props}
    >
      <p>All caught up!</p>
    </CollapsibleSection>,
  );
}

const trigger = () => screen.getByRole('button', { name: 'Management Insights' });

describe('CollapsibleSection', () => {
  it('is open by default, its button pointing at the body', () => {
    renderSection();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const body = screen.getByText('All caught up!');
    expect(body).toBeVisible();
    const controlled = document.getElementById(trigger().getAttribute('aria-controls') ?? '');
    expect(controlled).toContainElement(body);
  });

  it('starts closed with defaultCollapsed', () => {
    renderSection({ defaultCollapsed: true });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('All caught up!')).not.toBeInTheDocument();
  });

  it('toggles on click', async () => {
    renderSection();
    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('All caught up!')).not.toBeInTheDocument();
    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('All caught up!')).toBeVisible();
  });

  it('toggles with Enter and Space', async () => {
    renderSection({ defaultCollapsed: true });
    await userEvent.tab();
    expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the title as a heading and describes the button with the subtitle', () => {
    renderSection();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Management Insights' }),
    ).toBeInTheDocument();
    expect(trigger()).toHaveAccessibleDescription('What needs your attention');
    expect(document.getElementById('management-insights')).toContainElement(trigger());
  });

  it('renders header actions that do not toggle the section', async () => {
    const onRefresh = vi.fn();
    renderWithTheme(
      <CollapsibleSection
        title="Your Team"
        titleAs="h3"
        actions={
          <button type="button" onClick={onRefresh}>
            Refresh
          </button>
        }
      >
        <p>Team members</p>
      </CollapsibleSection>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Your Team' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Your Team' })).toBeInTheDocument();
  });
});
