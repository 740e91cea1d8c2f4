import { progressColor, theme } from '@q/ui';
import { jsonFetch, renderRoutes } from '@q/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { JORDANS_OWN_DATA } from '../lib/own-data-fixtures';
import { routeTree } from './pages';

const jordan = {
  id: 4,
  email: 'jordan.lee@acme.example',
  name: 'Jordan Lee',
  role: 'individual_contributor',
  preferences: { defaultDashboard: 'eyeq' },
} as const;

const ALL_SAMPLE = {
  goals: { state: 'sample' },
  timeOff: { state: 'sample' },
  team: { state: 'sample' },
  tenure: { state: 'sample' },
  level: { state: 'sample' },
};

/** The dashboard signed in as Jordan, the server answering his own page with `own`. */
async function renderSignedIn(own: unknown | (() => Response)) {
  const fetch = vi.fn(jsonFetch({ '/api/auth/me': { user: jordan }, '/api/personal/me': own }));
  vi.stubGlobal('fetch', fetch);
  await renderRoutes(routeTree, { path: '/eyeq-dashboard', user: jordan });
  await screen.findByText('Welcome back, Jordan Lee');
  return fetch;
}

const card = (name: string) => screen.getByRole('region', { name });

const renderAt = (path: string) => renderRoutes(routeTree, { path });

const CARDS = [
  'Personal Goals & Impact',
  "Today's Priority Tasks",
  'Strategy & Direction',
  'Wellness & Balance',
  'Career Progression',
  'Personalized Learning Path',
  'Team & Collaboration',
  'Resources & Support',
  'Quick Actions',
];

describe('the eyeQ routes', () => {
  it.each(['/eyeq', '/eyeq-dashboard'])('%s shows the whole dashboard', async (path) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await renderAt(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Personal Dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your personal workspace for growth and impact')).toBeInTheDocument();
    for (const name of CARDS) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    for (const name of ['Task Completion', 'Impact Score', 'Focus Score']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    for (const label of ['Day Streak', 'Goals Progress', 'Work-Life Balance']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    // The personal dashboard is fixed sample data: it makes no calls (docs/behaviour.md §7), and
    // each of its widgets (the eight cards with figures and the headline figures) says so.
    expect(fetch).not.toHaveBeenCalled();
    const widgets = document.querySelectorAll<HTMLElement>('[data-ui="widget"]');
    expect(widgets).toHaveLength(9);
    for (const widget of widgets) {
      expect(within(widget).getByText('Sample data')).toHaveAttribute('data-provenance', 'sample');
    }
  });

  it('leads home and to the other dashboards', async () => {
    await renderAt('/eyeq');
    const dashboards = await screen.findByRole('navigation', { name: 'Dashboards' });
    expect(within(dashboards).getByRole('link', { name: 'Qube' })).toHaveAttribute('href', '/qube');
    expect(within(dashboards).getByRole('link', { name: 'aitchQ' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(dashboards).getByRole('link', { name: 'eyeQ' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'eyeQ home' })).toHaveAttribute('href', '/');
  });

  it('colours every bar by the progress rule (80+ green, 60–79 orange, below 60 blue)', async () => {
    await renderAt('/eyeq-dashboard');
    await screen.findByRole('heading', { level: 1 });
    const bars = screen.getAllByRole('progressbar');
    expect(bars.length).toBeGreaterThanOrEqual(15);
    const tones = new Set<string>();
    for (const bar of bars) {
      const percent = Number.parseFloat(bar.getAttribute('aria-valuetext') ?? '');
      const tone = progressColor(percent);
      tones.add(tone);
      expect(bar.firstElementChild).toHaveStyle({
        backgroundColor: theme.colors.progress[tone],
      });
    }
    expect(tones).toEqual(new Set(['success', 'warning', 'info']));
  });
});

describe('the eyeQ dashboard signed in', () => {
  it('shows the person’s own goals, time off, teammates, level and tenure, each marked live', async () => {
    await renderSignedIn(JORDANS_OWN_DATA);
    expect(await screen.findByText('Ship the offline mode for the mobile app')).toBeVisible();
    const goals = card('Personal Goals & Impact');
    expect(within(goals).queryByText('Ship the search redesign')).not.toBeInTheDocument();
    expect(goals).toHaveTextContent('43% overall');
    expect(within(goals).getByText('No due date')).toBeInTheDocument();
    expect(within(goals).queryByText('Sample data')).not.toBeInTheDocument();

    const team = card('Team & Collaboration');
    const members = within(team).getByRole('list', { name: 'Your manager and peers' });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sarah ChenEngineering ManagerYour manager',
      'Iris SmithQA EngineerPeer',
      'Kai SmithNo titlePeer',
      'and 3 more',
    ]);
    expect(team).toHaveTextContent('5 peers');
    expect(within(team).queryByText('Marcus Johnson')).not.toBeInTheDocument();
    // The rest of the card is still the sample's, and says so.
    expect(within(team).getByText('Sample data')).toBeInTheDocument();

    const career = card('Career Progression');
    expect(within(career).getByText('Software Engineer')).toBeInTheDocument();
    expect(within(career).queryByText('Software Engineer II')).not.toBeInTheDocument();
    expect(career).toHaveTextContent('At the company2 years, 11 months');
    expect(career).toHaveTextContent('Next work anniversary3 years on Dec 7, 2026 (in 10 days)');

    const timeOff = within(card('Wellness & Balance')).getByRole('list', {
      name: 'Your upcoming time off',
    });
    expect(
      within(timeOff)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nov 29, 2026 – Dec 1, 2026', 'Jan 1, 2027 · Vacation']);

    const live = document.querySelectorAll('[data-provenance="live"]');
    expect([...live].map((badge) => badge.textContent)).toEqual([
      'Live · Workday · synced Nov 27, 2026, 20:09 UTC',
      'Live · BambooHR · synced Nov 27, 2026, 20:09 UTC',
      'Live · BambooHR · synced Nov 27, 2026, 20:09 UTC',
      'Live · BambooHR · synced Nov 27, 2026, 20:09 UTC',
      'Live · BambooHR · synced Nov 27, 2026, 20:09 UTC',
    ]);
    // The other figures keep their sample badges: every widget still says where it stands.
    for (const widget of document.querySelectorAll<HTMLElement>('[data-ui="widget"]')) {
      expect(widget.querySelector('[data-provenance]')).not.toBeNull();
    }
    expect(within(card("Today's Priority Tasks")).getByText('Sample data')).toBeInTheDocument();
  });

  it('with nothing of theirs connected, the sample page word for word', async () => {
    const fetch = await renderSignedIn(ALL_SAMPLE);
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/personal/me', expect.anything()));
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    const goals = card('Personal Goals & Impact');
    expect(within(goals).getByText('Ship the search redesign')).toBeInTheDocument();
    expect(screen.getByText('Marcus Johnson')).toBeInTheDocument();
    expect(screen.getByText('Software Engineer II')).toBeInTheDocument();
    expect(screen.queryByText('Upcoming time off')).not.toBeInTheDocument();
    expect(document.querySelectorAll('[data-provenance="live"]')).toHaveLength(0);
    const widgets = document.querySelectorAll<HTMLElement>('[data-ui="widget"]');
    expect(widgets).toHaveLength(9);
    for (const widget of widgets) {
      expect(within(widget).getByText('Sample data')).toHaveAttribute('data-provenance', 'sample');
    }
  });

  it('while the answer is on its way, the computed parts wait; if it fails, the sample says so', async () => {
    let fail: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => {
      fail = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('/api/personal/me')) {
          await answered;
          return new Response('{"statusCode":500}', { status: 500 });
        }
        return jsonFetch({ '/api/auth/me': { user: jordan } })(input, init);
      }),
    );
    await renderRoutes(routeTree, { path: '/eyeq-dashboard', user: jordan });
    await screen.findByText('Welcome back, Jordan Lee');
    const goals = card('Personal Goals & Impact');
    expect(goals).toHaveAttribute('aria-busy', 'true');
    expect(within(goals).queryByText('Ship the search redesign')).not.toBeInTheDocument();
    fail?.();
    expect(
      await screen.findByText(
        /Your own figures could not be loaded, so the cards show sample data/,
      ),
    ).toBeInTheDocument();
    expect(
      within(card('Personal Goals & Impact')).getByText('Ship the search redesign'),
    ).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
