import { preloadToaster, useToast } from '@q/ui';
import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataSourcesAnswer, liveProvenance } from '../../lib/provenance-fixtures';
import { failure, never, stubServer } from '../../lib/test-server';
import { ManagementInsightsSection } from './management-insights-section';

const SARAH = {
  id: 2,
  email: 'sarah@acme.example',
  name: 'Sarah Chen',
  role: 'manager' as const,
  preferences: { defaultDashboard: 'aitchq' as const },
};

const today = new Date(2025, 0, 10);

const insight = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `Insight ${id}`,
  description: `About ${id}`,
  type: 'people',
  priority: 'high',
  status: 'active',
  source: 'hris',
  actionRequired: true,
  actionText: `Act on ${id}`,
  impact: `Impact of ${id}`,
  dueDate: '2025-01-07',
  person: 'Ravi Patel',
  aiGenerated: true,
  ...overrides,
});

const ME = { '/api/auth/me': { user: SARAH } };

// The page loads the toaster's code when idle; loaded ahead, a toast raised is drawn at once, so
// that a test saying none shows is not passed by a toast still on its way.
beforeAll(() => preloadToaster());

afterEach(() => {
  localStorage.clear();
  // The toasts live in a module-level store that outlives the rendered tree: close them, so that
  // no test sees the toast of the one before.
  const { result } = renderHook(() => useToast());
  act(() => result.current.dismiss());
});

/** The actions are enabled once the stored user is read. */
async function enabledButton(name: string, scope: HTMLElement = document.body) {
  const button = await within(scope).findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

function render(options: { signedIn?: boolean } = {}) {
  return renderPage(<ManagementInsightsSection today={today} />, {
    user: options.signedIn === false ? undefined : SARAH,
  });
}

describe('ManagementInsightsSection', () => {
  it('shows a loading placeholder', async () => {
    stubServer({ ...ME, '/api/management-insights': never });
    await render();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading management insights');
  });

  it('says when the insights cannot be loaded', async () => {
    stubServer({ ...ME, '/api/management-insights': failure() });
    await render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load management insights');
    expect(alert).toHaveTextContent('Please try refreshing the page.');
  });

  it('says when all is caught up', async () => {
    stubServer({ ...ME, '/api/management-insights': [] });
    await render();
    expect(
      await screen.findByText('All caught up! No active management insights at this time.'),
    ).toBeInTheDocument();
  });

  it('shows each insight with its due wording, and one detail panel at a time', async () => {
    stubServer({
      ...ME,
      '/api/management-insights': [
        insight(1),
        insight(2, { dueDate: '2025-01-15' }),
        insight(3, { impact: null, actionText: null, actionRequired: false }),
      ],
    });
    await render();
    const first = await screen.findByRole('listitem', { name: 'Insight 1' });
    const second = screen.getByRole('listitem', { name: 'Insight 2' });
    const third = screen.getByRole('listitem', { name: 'Insight 3' });
    expect(within(first).getByText(/Overdue by 3 days/)).toBeInTheDocument();
    expect(within(second).getByText(/Due in 5 days/)).toBeInTheDocument();
    expect(within(third).queryByRole('button', { name: 'Show details' })).not.toBeInTheDocument();
    expect(within(third).queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();
    expect(within(third).getByRole('button', { name: 'Dismiss' })).toBeEnabled();
    // Flagged aiGenerated, yet written by hand: no model wrote them, so nothing says one did.
    expect(within(first).queryByText(/AI generated/i)).not.toBeInTheDocument();

    await userEvent.click(within(first).getByRole('button', { name: 'Show details' }));
    expect(within(first).getByText('Impact of 1')).toBeInTheDocument();
    await userEvent.click(within(second).getByRole('button', { name: 'Show details' }));
    expect(within(second).getByText('Act on 2')).toBeInTheDocument();
    expect(within(first).queryByText('Impact of 1')).not.toBeInTheDocument();
    await userEvent.click(within(second).getByRole('button', { name: 'Hide details' }));
    expect(within(second).queryByText('Act on 2')).not.toBeInTheDocument();
  });

  it('dismisses an insight, says so, and refreshes the list', async () => {
    let insights = [insight(1), insight(2)];
    const dismiss = vi.fn(() => {
      const dismissed = { ...insights[0], status: 'dismissed' };
      insights = insights.slice(1);
      return Response.json(dismissed);
    });
    stubServer({
      ...ME,
      '/api/management-insights': () => Response.json(insights),
      'POST /api/management-insights/1/dismiss': dismiss,
    });
    await render();
    const first = await screen.findByRole('listitem', { name: 'Insight 1' });
    await userEvent.click(await enabledButton('Dismiss', first));
    expect(await screen.findByText('Insight dismissed')).toBeInTheDocument();
    expect(
      screen.getByText('The insight has been removed from your dashboard.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Insight 1')).not.toBeInTheDocument());
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it('completes an insight and says so', async () => {
    stubServer({
      ...ME,
      '/api/management-insights': [insight(1)],
      'POST /api/management-insights/1/complete': () =>
        Response.json({ ...insight(1), status: 'completed' }),
    });
    await render();
    await userEvent.click(await enabledButton('Mark Complete'));
    expect(await screen.findByText('Action completed')).toBeInTheDocument();
    expect(
      screen.getByText('Great work! The insight has been marked as completed.'),
    ).toBeInTheDocument();
  });

  it('shows the failure toasts for a server error, a missing insight and a lost connection', async () => {
    stubServer({
      ...ME,
      '/api/management-insights': [insight(1), insight(2)],
      'POST /api/management-insights/1/dismiss': failure(500),
      'POST /api/management-insights/1/complete': failure(404, 'Insight not found'),
      'POST /api/management-insights/2/dismiss': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await render();
    const first = await screen.findByRole('listitem', { name: 'Insight 1' });
    await userEvent.click(await enabledButton('Dismiss', first));
    expect(
      await screen.findByText('Failed to dismiss insight. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await userEvent.click(await enabledButton('Mark Complete', first));
    expect(
      await screen.findByText('Failed to complete action. Please try again.'),
    ).toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: 'Insight 2' });
    await userEvent.click(await enabledButton('Dismiss', second));
    expect(
      await screen.findByText('Failed to dismiss insight. Please try again.'),
    ).toBeInTheDocument();
  });

  // A 409 says this user's state for the insight exists already (another tab dismissed or
  // completed it): what was asked for holds, so the list is asked again and nothing is said.
  it('quietly refreshes the list when another tab already dismissed the insight (409)', async () => {
    let insights = [insight(1), insight(2)];
    const list = vi.fn(() => Response.json(insights));
    stubServer({
      ...ME,
      '/api/management-insights': list,
      'POST /api/management-insights/1/dismiss': failure(
        409,
        '{"statusCode":409,"error":"Conflict","message":"Insight is already dismissed"}',
      ),
    });
    await render();
    const first = await screen.findByRole('listitem', { name: 'Insight 1' });
    // Another tab dismisses it meanwhile.
    insights = [insight(2)];
    await userEvent.click(await enabledButton('Dismiss', first));
    await waitFor(() => expect(screen.queryByText('Insight 1')).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Insight 2' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
    expect(
      screen.queryByText('Failed to dismiss insight. Please try again.'),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(screen.queryByText('Insight dismissed')).not.toBeInTheDocument();
  });

  it('quietly refreshes the list when completing an insight another tab already dismissed (409)', async () => {
    let insights = [insight(1)];
    const list = vi.fn(() => Response.json(insights));
    stubServer({
      ...ME,
      '/api/management-insights': list,
      'POST /api/management-insights/1/complete': failure(
        409,
        '{"statusCode":409,"error":"Conflict","message":"Insight is already dismissed"}',
      ),
    });
    await render();
    await screen.findByRole('listitem', { name: 'Insight 1' });
    // Another tab dismisses it meanwhile; completing it here finds it settled.
    insights = [];
    await userEvent.click(await enabledButton('Mark Complete'));
    expect(
      await screen.findByText('All caught up! No active management insights at this time.'),
    ).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
    expect(
      screen.queryByText('Failed to complete action. Please try again.'),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(screen.queryByText('Action completed')).not.toBeInTheDocument();
  });

  it('explains that signing in is needed when signed out', async () => {
    stubServer({ '/api/management-insights': [insight(1)] });
    await render({ signedIn: false });
    const dismiss = await screen.findByRole('button', { name: 'Dismiss' });
    expect(dismiss).toBeDisabled();
    expect(dismiss).toHaveAccessibleDescription(/Sign in to dismiss or complete insights/);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=aitchq',
    );
  });

  it('says its insights are samples, and what would feed them', async () => {
    stubServer({ ...ME, '/api/management-insights': [insight(1)] });
    const { container } = await render();
    await screen.findByText('Insight 1');
    expectSampleDataBadge(
      container.querySelector<HTMLElement>('[data-ui="widget"]') as HTMLElement,
      'GitHub, Jira, your HRIS and Sentry',
    );
  });
});

// ── Computed insights: made by a rule from the connected data, with their evidence ──────────

const NOW = new Date('2025-01-10T12:00:00.000Z');

const evidence = (overrides: Record<string, unknown> = {}) => ({
  rule: 'time-off-overlap',
  ruleVersion: 1,
  summary: 'Flags weeks when many of your direct reports are out at once.',
  records: [
    { kind: 'person', id: 'p-1', label: 'Ravi Patel' },
    { kind: 'time-off', id: 't-1', label: 'Ravi Patel · Jan 20 to Jan 24' },
  ],
  comparisons: [
    { name: 'Share of direct reports out', value: 0.43, threshold: 0.3, op: '>=' },
    { name: 'Days overlapping', value: 3, threshold: 2, op: '>=', unit: 'days' },
  ],
  sources: [{ provider: 'BambooHR', syncedAt: '2025-01-10T10:00:00.000Z' }],
  computedAt: '2025-01-10T11:00:00.000Z',
  ...overrides,
});

const computed = (id: number, overrides: Record<string, unknown> = {}) =>
  insight(id, { aiGenerated: false, evidence: evidence(), ...overrides });

function renderComputed() {
  return renderPage(<ManagementInsightsSection today={today} now={NOW} />, { user: SARAH });
}

/** The body a stubbed POST was sent, parsed; undefined when none was. */
function sentBody(route: ReturnType<typeof vi.fn>) {
  const init = route.mock.calls[0]?.[0] as RequestInit | undefined;
  return init?.body === undefined ? undefined : JSON.parse(String(init.body));
}

describe('ManagementInsightsSection, computed insights', () => {
  it('badges a computed insight with its sources and rule, and the header with connected data', async () => {
    stubServer({ ...ME, '/api/management-insights': [computed(1), insight(2)] });
    const { container } = await renderComputed();
    const first = await screen.findByRole('listitem', { name: 'Insight 1' });
    const second = screen.getByRole('listitem', { name: 'Insight 2' });
    expect(
      within(first).getByText('Computed from BambooHR · rule time-off-overlap v1'),
    ).toBeInTheDocument();
    expect(within(first).queryByText('HRIS')).not.toBeInTheDocument();
    expect(within(first).queryByText(/AI generated/i)).not.toBeInTheDocument();
    // The sample insight beside it keeps its source badge and its plain actions.
    expect(within(second).getByText('HRIS')).toBeInTheDocument();
    expect(
      within(second).queryByRole('button', { name: 'Why am I seeing this?' }),
    ).not.toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Snooze' })).not.toBeInTheDocument();

    const widget = container.querySelector<HTMLElement>('[data-ui="widget"]') as HTMLElement;
    expect(within(widget).getByText('Computed from your connected data')).toBeInTheDocument();
    expect(within(widget).queryByText('Sample data')).not.toBeInTheDocument();
  });

  it('says the data is connected when the team feed is synced, even with nothing to show', async () => {
    stubServer({
      ...ME,
      '/api/management-insights': [],
      '/api/data-sources': dataSourcesAnswer({ team: liveProvenance(NOW) }),
    });
    await renderComputed();
    expect(
      await screen.findByText('All caught up! No active management insights at this time.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Computed from your connected data')).toBeInTheDocument();
    expect(screen.queryByText('Sample data')).not.toBeInTheDocument();
  });

  it('keeps the sample badge while every feed is the sample', async () => {
    const fetchMock = stubServer({
      ...ME,
      '/api/management-insights': [insight(1)],
      '/api/data-sources': dataSourcesAnswer(),
    });
    const { container } = await renderComputed();
    await screen.findByText('Insight 1');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/data-sources', expect.anything()),
    );
    // The answer read, the header stays as it was.
    await act(async () => {});
    expect(container.querySelector('[data-provenance]')).toHaveAttribute(
      'data-provenance',
      'sample',
    );
    expect(screen.queryByText('Computed from your connected data')).not.toBeInTheDocument();
  });

  it('says why a computed insight is shown, beside its details', async () => {
    const records = Array.from({ length: 12 }, (_, index) => ({
      kind: 'person',
      id: `p-${index + 1}`,
      label: `Person ${index + 1}`,
    }));
    stubServer({
      ...ME,
      '/api/management-insights': [
        computed(1, {
          evidence: evidence({
            records,
            sources: [
              { provider: 'BambooHR', syncedAt: '2025-01-10T10:00:00.000Z' },
              { provider: 'greenhouse', syncedAt: null },
            ],
          }),
        }),
        computed(2),
      ],
    });
    await renderComputed();
    const first = await screen.findByRole('listitem', { name: 'Insight 1' });
    const why = within(first).getByRole('button', { name: 'Why am I seeing this?' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(first).queryByText('Flags weeks when many of your direct reports are out at once.'),
    ).not.toBeInTheDocument();

    // From the keyboard: the button is a native one.
    why.focus();
    await userEvent.keyboard('{Enter}');
    expect(why).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(why.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(first).toContainElement(panel);
    expect(
      within(panel).getByText('Flags weeks when many of your direct reports are out at once.'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Share of direct reports out: 43% ≥ 30%')).toBeInTheDocument();
    expect(within(panel).getByText('Days overlapping: 3 days ≥ 2 days')).toBeInTheDocument();
    expect(within(panel).getByText('Person 1')).toBeInTheDocument();
    expect(within(panel).getByText('Person 10')).toBeInTheDocument();
    expect(within(panel).queryByText('Person 11')).not.toBeInTheDocument();
    expect(within(panel).getByText('and 2 more')).toBeInTheDocument();
    expect(within(panel).getByText('BambooHR · synced 2 h ago')).toBeInTheDocument();
    expect(within(panel).getByText('Greenhouse · not synced yet')).toBeInTheDocument();
    expect(within(panel).getByText('Computed 1 h ago')).toBeInTheDocument();
    expect(within(panel).getByText(/rule time-off-overlap v1/)).toBeInTheDocument();

    // Independent of the details, which keep their one-at-a-time rule.
    await userEvent.click(within(first).getByRole('button', { name: 'Show details' }));
    expect(within(first).getByText('Impact of 1')).toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: 'Insight 2' });
    await userEvent.click(within(second).getByRole('button', { name: 'Show details' }));
    expect(within(first).queryByText('Impact of 1')).not.toBeInTheDocument();
    expect(panel).toBeInTheDocument();

    await userEvent.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeInTheDocument();
  });

  it('dismisses a computed insight with the reason chosen', async () => {
    let insights = [computed(1), computed(2)];
    const dismiss = vi.fn(() => {
      const dismissed = { ...insights[0], status: 'dismissed' };
      insights = insights.slice(1);
      return Response.json(dismissed);
    });
    stubServer({
      ...ME,
      '/api/management-insights': () => Response.json(insights),
      'POST /api/management-insights/1/dismiss': dismiss,
    });
    await renderComputed();
    const first = await screen.findByRole('listitem', { name: 'Insight 1' });
    const button = await enabledButton('Dismiss', first);
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(button);
    const menu = within(first).getByRole('menu', { name: 'Dismiss' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Not relevant', 'Already handled', 'Wrong data', 'Dismiss without a reason']);
    // Focus moves into the menu.
    expect(within(menu).getByRole('menuitem', { name: 'Not relevant' })).toHaveFocus();

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Wrong data' }));
    expect(await screen.findByText('Insight dismissed')).toBeInTheDocument();
    expect(
      screen.getByText('The insight has been removed from your dashboard.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Insight 1')).not.toBeInTheDocument());
    expect(dismiss).toHaveBeenCalledTimes(1);
    expect(sentBody(dismiss)).toEqual({ reason: 'wrong-data' });
  });

  it('dismisses without a reason, sending no body', async () => {
    const dismiss = vi.fn(() => Response.json({ ...computed(1), status: 'dismissed' }));
    stubServer({
      ...ME,
      '/api/management-insights': [computed(1)],
      'POST /api/management-insights/1/dismiss': dismiss,
    });
    await renderComputed();
    await userEvent.click(await enabledButton('Dismiss'));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Dismiss without a reason' }));
    expect(await screen.findByText('Insight dismissed')).toBeInTheDocument();
    expect(sentBody(dismiss)).toBeUndefined();
  });

  it('moves through the reasons by keyboard; Escape closes them and returns focus', async () => {
    const dismiss = vi.fn(() => Response.json({ ...computed(1), status: 'dismissed' }));
    stubServer({
      ...ME,
      '/api/management-insights': [computed(1)],
      'POST /api/management-insights/1/dismiss': dismiss,
    });
    await renderComputed();
    const button = await enabledButton('Dismiss');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Dismiss' });
    expect(within(menu).getByRole('menuitem', { name: 'Not relevant' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Already handled' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(within(menu).getByRole('menuitem', { name: 'Dismiss without a reason' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(dismiss).not.toHaveBeenCalled();

    // Opened again from the keyboard, Enter on a reason sends it.
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Not relevant' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('Insight dismissed')).toBeInTheDocument();
    expect(sentBody(dismiss)).toEqual({ reason: 'already-handled' });
  });

  it('snoozes a computed insight until the day chosen, and says when it comes back', async () => {
    let insights = [computed(1)];
    const snooze = vi.fn(() => {
      insights = [];
      return Response.json({ id: 1, until: '2025-01-17' });
    });
    stubServer({
      ...ME,
      '/api/management-insights': () => Response.json(insights),
      'POST /api/management-insights/1/snooze': snooze,
    });
    await renderComputed();
    await userEvent.click(await enabledButton('Snooze'));
    const form = screen.getByRole('form', { name: 'Snooze Insight 1' });
    const day = within(form).getByLabelText('Snooze until');
    expect(day).toHaveFocus();
    expect(day).toHaveValue('2025-01-17');
    expect(day).toHaveAttribute('min', '2025-01-11');
    expect(day).toHaveAttribute('max', '2026-01-10');

    await userEvent.click(within(form).getByRole('button', { name: 'Snooze' }));
    expect(await screen.findByText('Insight snoozed')).toBeInTheDocument();
    expect(screen.getByText('It will come back on Jan 17, 2025.')).toBeInTheDocument();
    expect(sentBody(snooze)).toEqual({ until: '2025-01-17' });
    expect(
      await screen.findByText('All caught up! No active management insights at this time.'),
    ).toBeInTheDocument();
  });

  it('sends another day when one is chosen, and refuses one out of bounds itself', async () => {
    const snooze = vi.fn(() => Response.json({ id: 1, until: '2025-02-03' }));
    stubServer({
      ...ME,
      '/api/management-insights': [computed(1)],
      'POST /api/management-insights/1/snooze': snooze,
    });
    await renderComputed();
    await userEvent.click(await enabledButton('Snooze'));
    const form = screen.getByRole('form', { name: 'Snooze Insight 1' });
    const day = within(form).getByLabelText('Snooze until');
    fireEvent.change(day, { target: { value: '2025-01-10' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Snooze' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Choose a day from Jan 11, 2025 to Jan 10, 2026.',
    );
    expect(day).toHaveAccessibleDescription('Choose a day from Jan 11, 2025 to Jan 10, 2026.');
    expect(snooze).not.toHaveBeenCalled();

    fireEvent.change(day, { target: { value: '2025-02-03' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Snooze' }));
    expect(await screen.findByText('It will come back on Feb 3, 2025.')).toBeInTheDocument();
    expect(sentBody(snooze)).toEqual({ until: '2025-02-03' });
  });

  it("shows the server's words inline when it refuses the day (400)", async () => {
    stubServer({
      ...ME,
      '/api/management-insights': [computed(1)],
      'POST /api/management-insights/1/snooze': failure(
        400,
        '{"statusCode":400,"error":"Bad Request","message":"until must be from tomorrow to a year ahead"}',
      ),
    });
    await renderComputed();
    await userEvent.click(await enabledButton('Snooze'));
    const form = screen.getByRole('form', { name: 'Snooze Insight 1' });
    await userEvent.click(within(form).getByRole('button', { name: 'Snooze' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'until must be from tomorrow to a year ahead',
    );
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(screen.queryByText('Insight snoozed')).not.toBeInTheDocument();
  });

  it('says a failed snooze in a toast, and a settled insight in nothing at all (409)', async () => {
    stubServer({
      ...ME,
      '/api/management-insights': [computed(1), computed(2)],
      'POST /api/management-insights/1/snooze': failure(500),
      'POST /api/management-insights/2/snooze': failure(
        409,
        '{"statusCode":409,"error":"Conflict","message":"Insight is already dismissed"}',
      ),
    });
    await renderComputed();
    const first = await screen.findByRole('listitem', { name: 'Insight 1' });
    await userEvent.click(await enabledButton('Snooze', first));
    await userEvent.click(within(first).getByRole('button', { name: 'Snooze' }));
    expect(
      await screen.findByText('Failed to snooze insight. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    const toasts = renderHook(() => useToast());
    act(() => toasts.result.current.dismiss());
    await waitFor(() => expect(screen.queryByText('Error')).not.toBeInTheDocument());

    const second = screen.getByRole('listitem', { name: 'Insight 2' });
    await userEvent.click(await enabledButton('Snooze', second));
    await userEvent.click(within(second).getByRole('button', { name: 'Snooze' }));
    await waitFor(() =>
      expect(within(second).getByRole('button', { name: 'Snooze' })).toBeEnabled(),
    );
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(screen.queryByText('Insight snoozed')).not.toBeInTheDocument();
  });

  it('closes the snooze form on Cancel or Escape and returns focus to its button', async () => {
    stubServer({ ...ME, '/api/management-insights': [computed(1)] });
    await renderComputed();
    await userEvent.click(await enabledButton('Snooze'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Snooze' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Snooze until')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Snooze' })).toHaveFocus();
  });

  it('waits for sign-in to act on a computed insight, and says why it is shown to anyone', async () => {
    stubServer({ '/api/management-insights': [computed(1)] });
    await renderPage(<ManagementInsightsSection today={today} now={NOW} />);
    const dismiss = await screen.findByRole('button', { name: 'Dismiss' });
    expect(dismiss).toBeDisabled();
    expect(dismiss).toHaveAccessibleDescription(/Sign in to dismiss or complete insights/);
    expect(screen.getByRole('button', { name: 'Snooze' })).toBeDisabled();
    // Why it is shown is for everyone.
    expect(screen.getByRole('button', { name: 'Why am I seeing this?' })).toBeEnabled();
  });
});
