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

  it('opens the integration details with the hard-coded sources', async () => {
    stubServer({ '/api/employees': EMPLOYEES, '/api/data-sources': dataSourcesAnswer() });
    await renderPage(<TeamCard />);
    expect(await screen.findByText('Sample data')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Integration Details' }));
    expect(screen.getByText('Workday')).toBeInTheDocument();
    expect(screen.getByText('Last sync: 5 min ago')).toBeInTheDocument();
    expect(screen.getByText('Last sync: never')).toBeInTheDocument();
    expect(screen.getByText('Team members: 3')).toBeInTheDocument();
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

    it('says where the team comes from and lists the real sources with the member count', async () => {
      vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
      stubServer({ '/api/employees': EMPLOYEES, '/api/data-sources': allLive(NOW) });
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
      expect(hris).toHaveTextContent('BambooHRConnectedLast sync: 4 min ago5 employees');
      expect(ats).toHaveTextContent('GreenhouseConnectedLast sync: 4 min ago');
      expect(ats).not.toHaveTextContent('employees');
      expect(screen.queryByText('Workday')).not.toBeInTheDocument();
      expect(screen.getByText('Team members: 3')).toBeInTheDocument();
    });

    it('says a stale team source failed, and leads to Settings', async () => {
      vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
      stubServer({
        '/api/employees': EMPLOYEES,
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
});
