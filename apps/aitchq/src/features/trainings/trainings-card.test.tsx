import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrainingsCard } from './trainings-card';

const today = new Date(2025, 2, 12, 10, 0);

afterEach(() => vi.unstubAllGlobals());

const rows = () =>
  within(screen.getByRole('list', { name: 'Trainings' })).getAllByRole('listitem', {
    name: /./,
  });

describe('TrainingsCard', () => {
  it('answers the trainings key in the page, without a request', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await renderPage(<TrainingsCard today={today} />);
    expect(await screen.findByRole('list', { name: 'Trainings' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the first five, and View All reveals the rest', async () => {
    const user = userEvent.setup();
    await renderPage(<TrainingsCard today={today} />);
    await screen.findByRole('list', { name: 'Trainings' });
    expect(rows()).toHaveLength(5);
    expect(
      screen.queryByRole('heading', { name: 'Supervising AI Agents' }),
    ).not.toBeInTheDocument();

    const viewAll = screen.getByRole('button', { name: 'View All Trainings (7)' });
    expect(viewAll).toHaveAttribute('aria-expanded', 'false');
    await user.click(viewAll);
    expect(rows()).toHaveLength(7);
    expect(screen.getByRole('heading', { name: 'Supervising AI Agents' })).toBeInTheDocument();
    const fewer = screen.getByRole('button', { name: 'Show Fewer Trainings' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await user.click(fewer);
    expect(rows()).toHaveLength(5);
  });

  it('counts mandatory trainings still due and the recommended ones', async () => {
    await renderPage(<TrainingsCard today={today} />);
    expect(await screen.findByText('2 Due')).toBeInTheDocument();
    expect(screen.getByText('3 Suggested')).toBeInTheDocument();
  });

  it('labels each action by progress and marks past due dates overdue', async () => {
    await renderPage(<TrainingsCard today={today} />);
    await screen.findByRole('list', { name: 'Trainings' });
    const row = (name: string) => within(screen.getByRole('listitem', { name }));
    expect(
      row('Security Awareness Refresher').getByRole('button', { name: /^Continue/ }),
    ).toBeInTheDocument();
    expect(row('Security Awareness Refresher').getByText('Overdue')).toBeInTheDocument();
    expect(row('Inclusive Leadership').getByRole('button', { name: /^Start/ })).toBeInTheDocument();
    expect(row('Inclusive Leadership').queryByText('Overdue')).not.toBeInTheDocument();
    expect(row('Data Privacy and GDPR').getByRole('button', { name: /^Done/ })).toBeInTheDocument();
    expect(row('Data Privacy and GDPR').getByText('9 of 12 completed (75%)')).toBeInTheDocument();
    expect(row('Kubernetes Fundamentals').getByText(/No due date/)).toBeInTheDocument();
  });

  it('shows up to two tags plus a count of the others', async () => {
    await renderPage(<TrainingsCard today={today} />);
    await screen.findByRole('list', { name: 'Trainings' });
    const tags = within(
      within(screen.getByRole('listitem', { name: 'Inclusive Leadership' })).getByRole('list', {
        name: 'Tags',
      }),
    ).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Leadership', 'DEI', '+1and 1 more']);
  });

  it('opens the training’s details from its action, and closes them with Escape', async () => {
    const user = userEvent.setup();
    await renderPage(<TrainingsCard today={today} />);
    await screen.findByRole('list', { name: 'Trainings' });
    const action = screen.getByRole('button', { name: 'Done Data Privacy and GDPR' });
    await user.click(action);
    // The dialog's code loads on first open.
    const dialog = await screen.findByRole('dialog', { name: 'Data Privacy and GDPR' });
    expect(within(dialog).getByText('Completed')).toBeInTheDocument();
    expect(within(dialog).getByText('Sarah Chen')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(action).toHaveFocus();
  });

  it('says when there are no trainings', async () => {
    await renderPage(<TrainingsCard today={today} trainings={[]} />);
    expect(await screen.findByText('No trainings available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /View All/ })).not.toBeInTheDocument();
  });

  it('says its trainings are samples, and what would feed them', async () => {
    await renderPage(<TrainingsCard today={today} />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Recommended Trainings' }),
      'your learning system',
    );
  });
});
