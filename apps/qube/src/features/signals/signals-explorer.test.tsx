import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sampleSignals } from '../../data/signals';
import { SIGNAL_FILTER_DEFAULTS, type SignalFilters } from '../../lib/signals-search';
import { SignalsExplorer } from './signals-explorer';

/** The day the sample's dates are worded from. */
const SAMPLE_DAY = new Date(2026, 10, 27);
const SIGNALS = sampleSignals(SAMPLE_DAY);

function Harness({
  initial = SIGNAL_FILTER_DEFAULTS,
  onChange,
}: {
  initial?: SignalFilters;
  onChange?: (filters: SignalFilters) => void;
}) {
  const [filters, setFilters] = useState(initial);
  return (
    <SignalsExplorer
      signals={SIGNALS}
      filters={filters}
      onFiltersChange={(next) => {
        onChange?.(next);
        setFilters(next);
      }}
    />
  );
}

async function renderExplorer(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  await renderPage(<Harness {...props} />, { path: '/qube/signals' });
  const search = await screen.findByRole('searchbox', { name: 'Search' });
  return {
    user,
    search,
    category: screen.getByRole('combobox', { name: 'Category' }),
    priority: screen.getByRole('combobox', { name: 'Priority' }),
  };
}

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Signals' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('SignalsExplorer', () => {
  it("lists every signal with 'All' filters and the 'Search signals...' box", async () => {
    const { search, category, priority } = await renderExplorer();
    expect(search).toHaveAttribute('placeholder', 'Search signals...');
    expect(category).toHaveValue('All');
    expect(priority).toHaveValue('All');
    expect(within(category).getAllByRole('option')[0]).toHaveTextContent('All');
    expect(
      within(priority)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'High', 'Medium', 'Low']);
    expect(cardTitles()).toHaveLength(9);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 9 of 9 signals');
  });

  it('shows two tags on a card and counts the rest', async () => {
    await renderExplorer();
    const card = screen.getByRole('article', { name: 'Competitor cut enterprise pricing by 15%' });
    const tags = within(card).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['pricing', 'competition', '+1']);
  });

  it('searches title and summary case-insensitively and asks for the URL to follow', async () => {
    const onChange = vi.fn();
    const { user, search } = await renderExplorer({ onChange });
    await user.type(search, 'NORTHWIND');
    expect(cardTitles()).toEqual(['Usage at Northwind Corp fell 32% in six weeks']);
    expect(onChange).toHaveBeenLastCalledWith({ q: 'NORTHWIND', category: 'All', priority: 'All' });
  });

  it('combines the search with the category and priority filters', async () => {
    const { user, search, category, priority } = await renderExplorer();
    await user.selectOptions(priority, 'High');
    expect(cardTitles()).toHaveLength(3);
    await user.selectOptions(category, 'Sales Performance');
    expect(cardTitles()).toEqual(['Usage at Northwind Corp fell 32% in six weeks']);
    await user.selectOptions(priority, 'Medium');
    expect(cardTitles()).toEqual(['Five accounts show seat expansion intent']);
    await user.type(search, 'seats');
    expect(cardTitles()).toEqual(['Five accounts show seat expansion intent']);
  });

  it('shows the empty state when nothing matches, and clears the filters', async () => {
    const { user, search, category, priority } = await renderExplorer();
    await user.type(search, 'no such signal');
    expect(screen.queryByRole('list', { name: 'Signals' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        (_content, element) =>
          element?.tagName === 'P' &&
          element.textContent === 'No signals found - Try adjusting your search terms or filters',
      ),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 9 signals');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(category).toHaveValue('All');
    expect(priority).toHaveValue('All');
    expect(cardTitles()).toHaveLength(9);
  });

  it('starts from the filters it is given', async () => {
    const { search, category, priority } = await renderExplorer({
      initial: { q: 'cloud', category: 'Finance', priority: 'Medium' },
    });
    expect(search).toHaveValue('cloud');
    expect(category).toHaveValue('Finance');
    expect(priority).toHaveValue('Medium');
    expect(cardTitles()).toEqual(['Cloud spend 9.5% over budget']);
  });

  it('opens a card in a modal with summary, why it matters, actions and quick links', async () => {
    const { user } = await renderExplorer();
    const opener = screen.getByRole('button', {
      name: 'Flight risk rising in backend engineering',
    });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', {
      name: 'Flight risk rising in backend engineering',
    });
    expect(dialog).toHaveAccessibleDescription('People Operations · Workday · 1 day ago');
    expect(within(dialog).getByRole('region', { name: 'Summary' })).toHaveTextContent(
      'Four senior backend engineers',
    );
    expect(within(dialog).getByRole('region', { name: 'Why it matters' })).toHaveTextContent(
      'delay the Q1 roadmap',
    );
    const actions = within(within(dialog).getByRole('region', { name: 'Recommended actions' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(actions).toEqual([
      'Run stay interviews this month',
      'Review compensation against the market',
      'Spread on-call load more evenly',
    ]);
    for (const name of ['View in CRM', 'Create Task', 'Share with Team']) {
      await user.click(within(dialog).getByRole('button', { name }));
      // Inert: the modal stays as it was.
      expect(dialog).toBeInTheDocument();
    }

    await user.click(within(dialog).getByRole('button', { name: 'Close signal details' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes the modal on Escape, focus back on the card', async () => {
    const { user } = await renderExplorer();
    const opener = screen.getByRole('button', { name: 'Cloud spend 9.5% over budget' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('says the signals are samples, and what would feed them', async () => {
    await renderExplorer();
    expectSampleDataBadge(
      screen.getByRole('list', { name: 'Signals' }).parentElement as HTMLElement,
      'your CRM, product analytics, HRIS, finance system and market feeds',
    );
  });
});
