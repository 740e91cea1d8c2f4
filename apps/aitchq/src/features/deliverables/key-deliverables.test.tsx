import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeyDeliverables } from './key-deliverables';

const today = new Date(2025, 2, 12, 15, 0);

describe('KeyDeliverables', () => {
  it('shows the four earliest-due of the six fixed items, earliest first', async () => {
    await renderPage(<KeyDeliverables today={today} />);
    expect(await screen.findByText('The 4 earliest due of 6 deliverables')).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Q4 performance reviews',
      'Public API v2 launch',
      'SOC 2 evidence review',
      'Mobile checkout redesign',
    ]);
    expect(screen.queryByText('Platform migration to Kubernetes')).not.toBeInTheDocument();
  });

  it('words each due date from the day it is given', async () => {
    await renderPage(<KeyDeliverables today={today} />);
    const card = (name: string) => within(screen.getByRole('listitem', { name }));
    await screen.findByText('The 4 earliest due of 6 deliverables');
    expect(card('Q4 performance reviews').getByText('3 days overdue')).toBeInTheDocument();
    expect(card('Q4 performance reviews').getByText('Mar 9, 2025')).toBeInTheDocument();
    expect(card('Public API v2 launch').getByText('Due today')).toBeInTheDocument();
    expect(card('SOC 2 evidence review').getByText('Due tomorrow')).toBeInTheDocument();
    expect(card('Mobile checkout redesign').getByText('6 days left')).toBeInTheDocument();
  });

  it('shows type, status, priority, completion and blockers', async () => {
    await renderPage(<KeyDeliverables today={today} />);
    const card = within(await screen.findByRole('listitem', { name: 'Mobile checkout redesign' }));
    expect(card.getByText('Project')).toBeInTheDocument();
    expect(card.getByText('In progress')).toBeInTheDocument();
    expect(card.getByText('Medium priority')).toBeInTheDocument();
    expect(
      card.getByRole('progressbar', { name: 'Mobile checkout redesign completion' }),
    ).toHaveAttribute('aria-valuenow', '55');
    const blockers = card.getByRole('list', { name: 'Blockers' });
    expect(within(blockers).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(screen.getByRole('listitem', { name: 'Public API v2 launch' })).getByText(
        'No blockers',
      ),
    ).toBeInTheDocument();
  });

  it('shows up to three assignees plus a count of the others', async () => {
    await renderPage(<KeyDeliverables today={today} />);
    const card = within(await screen.findByRole('listitem', { name: 'Public API v2 launch' }));
    const assignees = card.getByRole('list', { name: 'Assignees' });
    const avatars = within(assignees).getAllByRole('listitem');
    expect(avatars).toHaveLength(4);
    expect(avatars.map((a) => a.textContent)).toEqual([
      'JLJordan Lee',
      'PSPriya Shah',
      'ARAlex Rivera',
      '+1and 1 more',
    ]);
    const few = within(screen.getByRole('listitem', { name: 'SOC 2 evidence review' }));
    expect(
      within(few.getByRole('list', { name: 'Assignees' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(few.queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('shows up to two dependency tags plus a count of the others', async () => {
    await renderPage(<KeyDeliverables today={today} />);
    const card = within(await screen.findByRole('listitem', { name: 'Public API v2 launch' }));
    const tags = within(card.getByRole('list', { name: 'Depends on' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual([
      'Developer docs',
      'Rate limiting',
      '+1and 1 more',
    ]);
  });

  it('says its deliverables are samples, and what would feed them', async () => {
    const { container } = await renderPage(<KeyDeliverables today={today} />);
    await screen.findByText('The 4 earliest due of 6 deliverables');
    expectSampleDataBadge(
      container.querySelector<HTMLElement>('[data-ui="widget"]') as HTMLElement,
      'your project tracker (Jira, Linear, Asana)',
    );
  });
});
