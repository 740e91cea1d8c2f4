import { renderPage } from '@q/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  allLive,
  dataSourcesAnswer,
  liveProvenance,
  staleProvenance,
} from '../../lib/provenance-fixtures';
import { failure, never, stubServer } from '../../lib/test-server';
import { TeamCard } from './team-card';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const EMPLOYEES = [
  {
    id: 1,
    name: 'Dana Director',
    position: 'Director of Engineering',
    managerId: null,
    avatar: null,
  },
  { id: 2, name: 'Sarah Chen', position: 'Engineering Manager', managerId: 1, avatar: null },
  { id: 3, name: 'Ravi Patel', position: 'Senior Engineer', managerId: 2, avatar: null },
  { id: 4, name: 'Mia Wong', position: 'Product Designer', managerId: 2, avatar: null },
  { id: 5, name: 'Other Person', position: 'Engineer', managerId: 1, avatar: null },
];

/** The same people synced from an HRIS: only what it said, one report with time off ahead. */
const SYNCED = EMPLOYEES.map((person) => ({
  ...person,
  ...(person.id === 2 && { isViewer: true as const }),
  synced: {
    upcomingTimeOff:
      person.id === 3 ? { start: '2026-01-12', end: '2026-01-14', kind: 'Vacation' } : null,
  },
}));

/** A synced person as the server answers one. */
const syncedPerson = (id: number, managerId: number | null, name = `Person ${id}`) => ({
  id,
  name,
  position: 'Engineer',
  managerId,
  avatar: null,
  synced: { upcomingTimeOff: null },
});

/**
 * A synced team of 120 direct reports: the answer holds Sarah's manager, Sarah (with the count)
 * and the first 50 reports (ids 11–60); pages of 50 follow (61–110, then 111–130).
 */
const BIG_TEAM = [
  syncedPerson(1, null, 'Dana Director'),
  { ...syncedPerson(2, 1, 'Sarah Chen'), isViewer: true as const, directReportCount: 120 },
  ...Array.from({ length: 50 }, (_, i) => syncedPerson(11 + i, 2)),
];
const reportsPage = (from: number, count: number, next: number | null) => ({
  reports: Array.from({ length: count }, (_, i) => syncedPerson(from + i, 2)),
  next,
});

/**
 * Words of the sample company's made-up demo values (docs/behaviour.md §3): none may appear beside
 * a synced person.
 */
const DEMO_WORDS =
  /Rating|Online now|hours ago|Remote|Hybrid|PST|React|TypeScript|Node\.js|Customer Portal|API Performance|Mobile Onboarding|PTO Dec 23/;

describe('TeamCard', () => {
  it('shows a skeleton while loading', async () => {
    stubServer({ '/api/employees': never, '/api/data-sources': never });
    await renderPage(<TeamCard />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your team');
  });

  it('shows the director, the manager marked You, and the direct reports', async () => {
    stubServer({ '/api/employees': EMPLOYEES });
    await renderPage(<TeamCard />);
    const region = await screen.findByRole('region', { name: 'Team members' });
    expect(within(region).getByText('Dana Director')).toBeInTheDocument();
    expect(within(region).getByText('You')).toBeInTheDocument();
    const reports = within(region).getByRole('list', { name: 'Direct reports' });
    expect(within(reports).getAllByRole('listitem')).toHaveLength(2);
    expect(within(reports).queryByText('Other Person')).not.toBeInTheDocument();
    expect(screen.getByText('2 direct reports')).toBeInTheDocument();
  });

  it('says when there is no organisation data', async () => {
    stubServer({ '/api/employees': [] });
    await renderPage(<TeamCard />);
    expect(await screen.findByText('No organization data available')).toBeInTheDocument();
  });

  it('says when the team cannot be loaded', async () => {
    stubServer({ '/api/employees': failure() });
    await renderPage(<TeamCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load your team');
  });

  it("gives the sample company's people their documented demo values", async () => {
    stubServer({ '/api/employees': EMPLOYEES });
    await renderPage(<TeamCard />);
    const region = await screen.findByRole('region', { name: 'Team members' });
    expect(region.textContent).toMatch(/Rating [45]\/5/);
    expect(region.textContent).toMatch(/Online now|2 hours ago/);
  });

  it('opens the integration details with the hard-coded sources, marked as samples', async () => {
    stubServer({ '/api/employees': EMPLOYEES, '/api/data-sources': dataSourcesAnswer() });
    await renderPage(<TeamCard />);
    expect(await screen.findByText('Sample data')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Integration Details' }));
    expect(screen.getByText('Workday')).toBeInTheDocument();
    expect(screen.getByText('Last sync: 5 min ago')).toBeInTheDocument();
    expect(screen.getByText('Last sync: never')).toBeInTheDocument();
    expect(screen.getByText('Team members: 3')).toBeInTheDocument();
    expect(screen.getByText('Sample connections of the sample company:')).toBeInTheDocument();
    expect(screen.getAllByText('Sample', { exact: true })).toHaveLength(3);
  });

  it('keeps the hard-coded sources while the sources are asked, and when asking fails', async () => {
    for (const answer of [never, failure()]) {
      stubServer({ '/api/employees': EMPLOYEES, '/api/data-sources': answer });
      const { unmount } = await renderPage(<TeamCard />);
      await userEvent.click(await screen.findByRole('button', { name: 'Integration Details' }));
      expect(screen.getByText('Last sync: 5 min ago')).toBeInTheDocument();
      expect(screen.getByText('Last sync: 1 hour ago')).toBeInTheDocument();
      unmount();
    }
  });

  describe('with a connected HRIS', () => {
    const NOW = new Date('2026-01-02T12:00:00.000Z');

    it('shows a synced person only with what the HRIS said, their real time off included', async () => {
      stubServer({ '/api/employees': SYNCED, '/api/data-sources': allLive(NOW) });
      await renderPage(<TeamCard />);
      const region = await screen.findByRole('region', { name: 'Team members' });
      const members = region.querySelectorAll('[data-ui="team-member"]');
      expect(members).toHaveLength(4);
      for (const member of members) {
        expect(member.getAttribute('data-source')).toBe('synced');
        expect(member.textContent).not.toMatch(DEMO_WORDS);
      }
      expect(within(region).getByText('Vacation Jan 12 – Jan 14')).toBeInTheDocument();
      expect(region.textContent).not.toMatch(DEMO_WORDS);
      await userEvent.click(screen.getByRole('button', { name: 'Live HRIS integration' }));
      expect(screen.getByText(/This team is read from your HRIS/)).toBeInTheDocument();
    });

    it('never lists the sample connections for a synced team, even before the sources answer', async () => {
      for (const answer of [never, failure()]) {
        stubServer({ '/api/employees': SYNCED, '/api/data-sources': answer });
        const { unmount } = await renderPage(<TeamCard />);
        await userEvent.click(await screen.findByRole('button', { name: 'Integration Details' }));
        expect(
          await screen.findByText(
            answer === never
              ? 'Loading the connected sources…'
              : 'The connected sources could not be loaded.',
          ),
        ).toBeInTheDocument();
        expect(screen.queryByText('Workday')).not.toBeInTheDocument();
        expect(screen.queryByText(/5 min ago|247 employees/)).not.toBeInTheDocument();
        unmount();
      }
    });

    it('says where the team comes from and lists the real sources with the people synced', async () => {
      vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
      stubServer({ '/api/employees': SYNCED, '/api/data-sources': allLive(NOW) });
      const { container } = await renderPage(<TeamCard />);
      await waitFor(() =>
        expect(container.querySelector('[data-ui="provenance"]')).toHaveTextContent(
          'Live · BambooHR · synced 4 min ago',
        ),
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Integration Details' }));
      const sources = screen
        .getAllByRole('listitem')
        .filter((item) => item.textContent?.includes('Last sync'));
      const [hris, ats] = sources;
      expect(sources).toHaveLength(2);
      expect(hris).toHaveTextContent('BambooHRConnectedLast sync: 4 min ago60 employees');
      expect(ats).toHaveTextContent('GreenhouseConnectedLast sync: 4 min ago');
      expect(ats).not.toHaveTextContent('employees');
      expect(screen.queryByText('Workday')).not.toBeInTheDocument();
      expect(screen.getByText('Team members: 3')).toBeInTheDocument();
    });

    it('says a stale team source failed, and leads to Settings', async () => {
      vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
      stubServer({
        '/api/employees': SYNCED,
        '/api/data-sources': dataSourcesAnswer({
          team: staleProvenance(NOW),
          recruiting: liveProvenance(NOW, { provider: 'greenhouse', integrationId: 8 }),
        }),
      });
      await renderPage(<TeamCard />);
      expect(
        await screen.findByRole('link', { name: 'Stale · last sync failed 2 h ago' }),
      ).toHaveAttribute('href', '/settings');
      await userEvent.click(screen.getByRole('button', { name: 'Integration Details' }));
      expect(screen.getByText('Sync failed')).toBeInTheDocument();
      expect(screen.getByText('3 days ago')).toBeInTheDocument();
    });
  });

  describe('a team larger than a page', () => {
    const shownReports = () =>
      within(screen.getByRole('list', { name: 'Direct reports' })).getAllByRole('listitem');

    it('shows the first page with the count, and more a page at a time by keyboard', async () => {
      const pages = [reportsPage(61, 50, 110), reportsPage(111, 10, null)];
      const fetchMock = stubServer({
        '/api/employees': BIG_TEAM,
        '/api/data-sources': allLive(Date.now()),
        '/api/team/reports': () =>
          new Response(JSON.stringify(pages.shift()), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      });
      await renderPage(<TeamCard />);
      const status = await screen.findByText('Showing 50 of 120 direct reports');
      expect(status).toHaveAttribute('role', 'status');
      expect(status).toHaveAttribute('aria-live', 'polite');
      expect(screen.getByText('120 direct reports')).toBeInTheDocument();
      expect(shownReports()).toHaveLength(50);

      const more = screen.getByRole('button', { name: 'Show more' });
      more.focus();
      await userEvent.keyboard('{Enter}');
      expect(await screen.findByText('Showing 100 of 120 direct reports')).toBeInTheDocument();
      expect(shownReports()).toHaveLength(100);
      // Asked after the last report shown, then after the cursor the page gave.
      const asked = () =>
        fetchMock.mock.calls
          .map(([input]) => String(input))
          .filter((url) => url.includes('/api/team/reports'));
      expect(asked()).toEqual(['/api/team/reports?after=60']);
      // The button keeps its place and focus for the next page.
      expect(screen.getByRole('button', { name: 'Show more' })).toHaveFocus();
      await userEvent.keyboard(' ');
      expect(await screen.findByText('Showing 110 of 120 direct reports')).toBeInTheDocument();
      expect(asked()).toEqual(['/api/team/reports?after=60', '/api/team/reports?after=110']);
      // The last page: nothing more to ask.
      expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    });

    it('says it is loading, then that a page failed, and tries again', async () => {
      const answer: () => Promise<Response> | Response = never;
      stubServer({
        '/api/employees': BIG_TEAM,
        '/api/data-sources': allLive(Date.now()),
        '/api/team/reports': () => answer(),
      });
      await renderPage(<TeamCard />);
      await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
      expect(screen.getByRole('status')).toHaveTextContent('Loading more direct reports…');
      expect(screen.getByRole('button', { name: 'Show more' })).toHaveAttribute(
        'aria-busy',
        'true',
      );
    });

    it('says when a page could not be loaded, and loads it on Try again', async () => {
      let fails = true;
      stubServer({
        '/api/employees': BIG_TEAM,
        '/api/data-sources': allLive(Date.now()),
        '/api/team/reports': () =>
          fails
            ? new Response('Internal Server Error', { status: 500 })
            : new Response(JSON.stringify(reportsPage(61, 50, 110)), {
                status: 200,
                headers: { 'content-type': 'application/json' },
              }),
      });
      await renderPage(<TeamCard />);
      await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
      expect(
        await screen.findByText('More direct reports could not be loaded. Try again.'),
      ).toBeInTheDocument();
      expect(shownReports()).toHaveLength(50);
      fails = false;
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Showing 100 of 120 direct reports')).toBeInTheDocument();
    });

    it('shows no count line or button for a team shown whole (the sample company)', async () => {
      stubServer({ '/api/employees': EMPLOYEES });
      await renderPage(<TeamCard />);
      await screen.findByRole('region', { name: 'Team members' });
      expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    });

    it('says so when the synced organisation holds no one with the user’s email', async () => {
      stubServer({ '/api/employees': [], '/api/data-sources': allLive(Date.now()) });
      await renderPage(<TeamCard />);
      expect(
        await screen.findByText(
          'You are not among the people of BambooHR: ask an admin to check your work email there.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText('No organization data available')).not.toBeInTheDocument();
    });

    it('names the provider the team is synced from when it holds no one with the user’s email', async () => {
      const now = Date.now();
      stubServer({
        '/api/employees': [],
        '/api/data-sources': dataSourcesAnswer({
          team: liveProvenance(now, { provider: 'workday', recordCount: 900 }),
        }),
      });
      await renderPage(<TeamCard />);
      expect(
        await screen.findByText(
          'You are not among the people of Workday: ask an admin to check your work email there.',
        ),
      ).toBeInTheDocument();
    });
  });
});
