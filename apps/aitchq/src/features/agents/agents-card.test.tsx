import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AGENTS } from '../../data/agents';
import { AgentsCard } from './agents-card';

describe('AgentsCard', () => {
  it('lists every fixed agent in a keyboard-reachable scrolling region', async () => {
    await renderPage(<AgentsCard />);
    const list = await screen.findByRole('region', { name: 'Agent list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(AGENTS.length);
    expect(list).toHaveAttribute('tabindex', '0');
    expect(list).toHaveStyle({ overflowY: 'auto' });
  });

  it('shows an agent’s platform, status, last task, suggestion, cost and tokens', async () => {
    await renderPage(<AgentsCard />);
    const agent = await screen.findByRole('listitem', { name: 'Code Review Assistant' });
    expect(within(agent).getByText('Code Review · GitHub Copilot')).toBeInTheDocument();
    expect(within(agent).getByText('Active')).toBeInTheDocument();
    expect(within(agent).getByText(/Reviewed PR #1847/)).toBeInTheDocument();
    expect(within(agent).getByText(/Enable auto-review for dependency bumps/)).toBeInTheDocument();
    expect(within(agent).getByText('$184.50')).toBeInTheDocument();
    expect(within(agent).getByText('2.5M')).toBeInTheDocument();
    expect(within(agent).getByText('99.2%')).toBeInTheDocument();
  });

  it('names each status in words with its colour', async () => {
    await renderPage(<AgentsCard />);
    const statusOf = (name: string) => within(screen.getByRole('listitem', { name }));
    await screen.findByRole('region', { name: 'Agent list' });
    expect(statusOf('Recruiting Screener').getByText('Idle')).toHaveAttribute(
      'data-tone',
      'neutral',
    );
    expect(statusOf('Onboarding Workflow').getByText('Training')).toHaveAttribute(
      'data-tone',
      'info',
    );
    expect(statusOf('Incident Summariser').getByText('Error')).toHaveAttribute(
      'data-tone',
      'danger',
    );
    expect(statusOf('Sprint Reporter').getByText('Active')).toHaveAttribute('data-tone', 'success');
  });

  it('sums up the active agents, the month’s cost and the ones needing attention', async () => {
    await renderPage(<AgentsCard />);
    expect(await screen.findByText('3 active of 6 · $385.65 this month')).toBeInTheDocument();
    expect(screen.getByText('1 needs attention')).toBeInTheDocument();
  });

  it('says its agents are samples, and what would feed them', async () => {
    await renderPage(<AgentsCard />);
    await screen.findByRole('region', { name: 'Agent list' });
    expectSampleDataBadge(
      screen.getByRole('region', { name: 'Your Agents' }),
      'your AI agent platforms',
    );
  });
});
