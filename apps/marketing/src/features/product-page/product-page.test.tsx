import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AITCHQ_PAGE } from '../../data/aitchq-product-page';
import { EYEQ_PAGE } from '../../data/eyeq-product-page';
import { QUBE_PAGE } from '../../data/qube-product-page';
import { FEATURE_ROTATION_MS } from '../../lib/timings';
import { renderWithTheme } from '../../test/render';
import { ProductPage } from './product-page';

const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function preferReducedMotion() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: true,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe('ProductPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the Qube features, the selected one with its demo text', () => {
    renderWithTheme(<ProductPage content={QUBE_PAGE} />);
    expect(screen.getByRole('heading', { level: 1, name: /qube/i })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.querySelector('span')?.textContent)).toEqual(
      ['Executive Dashboard', 'OKR Management', 'Financial Analytics', 'AI Market Intelligence'],
    );
    expect(selectedTab()).toHaveAccessibleName(/Executive Dashboard/);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Revenue YTD is $2.4M, 108% of target');
  });

  it('selects the next feature every 4 s and wraps after the fourth', () => {
    renderWithTheme(<ProductPage content={QUBE_PAGE} />);
    expect(FEATURE_ROTATION_MS).toBe(4000);
    advance(3999);
    expect(selectedTab()).toHaveAccessibleName(/Executive Dashboard/);
    advance(1);
    expect(selectedTab()).toHaveAccessibleName(/OKR Management/);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Objectives that roll up');
    advance(4000);
    advance(4000);
    expect(selectedTab()).toHaveAccessibleName(/AI Market Intelligence/);
    advance(4000);
    expect(selectedTab()).toHaveAccessibleName(/Executive Dashboard/);
  });

  it('selects a feature on click and waits a full interval before moving on', () => {
    renderWithTheme(<ProductPage content={QUBE_PAGE} />);
    advance(3000);
    fireEvent.click(screen.getByRole('tab', { name: /Financial Analytics/ }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Where the money goes');
    advance(3999);
    expect(selectedTab()).toHaveAccessibleName(/Financial Analytics/);
    advance(1);
    expect(selectedTab()).toHaveAccessibleName(/AI Market Intelligence/);
  });

  it('pauses while hovered and moves by arrow keys', () => {
    renderWithTheme(<ProductPage content={QUBE_PAGE} />);
    const carousel = screen.getByRole('group', { name: 'Qube features' });
    fireEvent.mouseEnter(carousel);
    advance(20_000);
    expect(selectedTab()).toHaveAccessibleName(/Executive Dashboard/);

    const first = screen.getByRole('tab', { name: /Executive Dashboard/ });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowUp' });
    expect(screen.getByRole('tab', { name: /AI Market Intelligence/ })).toHaveFocus();
    expect(selectedTab()).toHaveAccessibleName(/AI Market Intelligence/);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(first).toHaveFocus();
  });

  it('can be stopped with its pause button', () => {
    renderWithTheme(<ProductPage content={QUBE_PAGE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause features' }));
    advance(20_000);
    expect(selectedTab()).toHaveAccessibleName(/Executive Dashboard/);
    expect(screen.getByRole('button', { name: 'Play features' })).toBeInTheDocument();
  });

  it('stays put, without a pause button, for visitors who prefer reduced motion', () => {
    preferReducedMotion();
    renderWithTheme(<ProductPage content={EYEQ_PAGE} />);
    advance(20_000);
    expect(selectedTab()).toHaveAccessibleName(/Personal Goals/);
    expect(screen.queryByRole('button', { name: /pause/i })).not.toBeInTheDocument();
  });

  it.each([
    { content: QUBE_PAGE, label: 'Try Qube Demo', href: '/qube' },
    { content: AITCHQ_PAGE, label: 'Try aitchQ Demo', href: '/demo' },
    { content: EYEQ_PAGE, label: 'Try eyeQ Demo', href: '/eyeq-dashboard' },
  ])('$label leads to its demo and back to all solutions', ({ content, label, href }) => {
    renderWithTheme(<ProductPage content={content} />);
    for (const link of screen.getAllByRole('link', { name: label })) {
      expect(link).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'View All Solutions' })).toHaveAttribute('href', '/');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Intelligent Features' }),
    ).toBeInTheDocument();
    const impact = screen.getByRole('region', { name: 'Measurable Impact' });
    expect(within(impact).getAllByRole('article').length).toBeGreaterThanOrEqual(3);
  });

  it('gives each product its four features', () => {
    for (const [content, titles] of [
      [
        EYEQ_PAGE,
        ['Personal Goals', 'Productivity Analytics', 'Learning Path', 'Wellness Dashboard'],
      ],
      [AITCHQ_PAGE, AITCHQ_PAGE.features.map((feature) => feature.title)],
    ] as const) {
      const { unmount } = renderWithTheme(<ProductPage content={content} />);
      expect(screen.getAllByRole('tab')).toHaveLength(4);
      for (const title of titles) {
        expect(screen.getByRole('tab', { name: new RegExp(title) })).toBeInTheDocument();
      }
      unmount();
    }
  });
});
