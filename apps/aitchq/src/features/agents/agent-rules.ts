import type { AgentPlatform, AgentStatus } from '@q/schemas/enums';
import type { Agent } from '@q/schemas/manager';
import type { Tone } from '@q/ui';

/**
 * Agent status colour (docs/behaviour.md §4), always with its word: active green, idle grey,
 * training blue, error red.
 */
export const AGENT_STATUS: Record<AgentStatus, { tone: Tone; label: string }> = {
  active: { tone: 'success', label: 'Active' },
  idle: { tone: 'neutral', label: 'Idle' },
  training: { tone: 'info', label: 'Training' },
  error: { tone: 'danger', label: 'Error' },
};

export const AGENT_PLATFORMS: Record<AgentPlatform, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  github_copilot: 'GitHub Copilot',
  zapier: 'Zapier',
  make: 'Make',
  custom: 'Custom',
};

/** How many agents are in each status. */
export function countAgentsByStatus(
  agents: readonly Pick<Agent, 'status'>[],
): Record<AgentStatus, number> {
  const counts: Record<AgentStatus, number> = { active: 0, idle: 0, training: 0, error: 0 };
  for (const agent of agents) counts[agent.status] += 1;
  return counts;
}

/** The month's spend of all agents, in dollars. */
export function totalAgentCost(agents: readonly Pick<Agent, 'costThisMonth'>[]): number {
  return agents.reduce((sum, agent) => sum + agent.costThisMonth, 0);
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Token counts as short text ('2.5M', '95K', '800'). */
export function formatTokens(tokens: number): string {
  return compact.format(tokens);
}

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Dollars and cents ('$184.50'). */
export function formatCost(amount: number): string {
  return dollars.format(amount);
}
