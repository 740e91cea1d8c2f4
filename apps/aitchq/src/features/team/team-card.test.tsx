import { renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, never, stubServer } from '../../lib/test-server';
import { TeamCard } from './team-card';

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
    stubServer({ '/api/employees': never });
    await renderPage(<TeamCard />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your team');
    expect(screen.getByText('HRIS Connected')).toBeInTheDocument();
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
    stubServer({ '/api/employees': EMPLOYEES });
    await renderPage(<TeamCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Integration Details' }));
    expect(screen.getByText('Workday')).toBeInTheDocument();
    expect(screen.getByText('Last sync: 5 min ago')).toBeInTheDocument();
    expect(screen.getByText('Last sync: never')).toBeInTheDocument();
    expect(screen.getByText('Team members: 3')).toBeInTheDocument();
  });
});
