import { preloadToaster, useToast } from '@q/ui';
import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
