import type { Agent } from '@q/schemas/manager';
import { Badge, SampleDataBadge, StackList, type Tone } from '@q/ui';
import styled from 'styled-components';
import { AGENTS } from '../../data/agents';
import { BotIcon, LightbulbIcon } from '../../lib/icons';
import { Widget } from '../../lib/widget';
import {
  AGENT_PLATFORMS,
  AGENT_STATUS,
  countAgentsByStatus,
  formatCost,
  formatTokens,
  totalAgentCost,
} from './agent-rules';

export interface AgentsCardProps {
  /** The agents shown; the fixed sample list by default. */
  agents?: readonly Agent[];
}

/**
 * Your Agents (docs/behaviour.md §2): the team's AI agents, their status, work, cost and a
 * suggestion each.
 */
export function AgentsCard({ agents = AGENTS }: AgentsCardProps) {
  const counts = countAgentsByStatus(agents);
  return (
    <Widget
      title="Your Agents"
      provenance={<SampleDataBadge source="your AI agent platforms" />}
      icon={<BotIcon />}
      description={`${counts.active} active of ${agents.length} · ${formatCost(totalAgentCost(agents))} this month`}
      actions={
        counts.error > 0 ? (
          <Badge variant="danger">
            {counts.error} {counts.error === 1 ? 'needs' : 'need'} attention
          </Badge>
        ) : undefined
      }
    >
      {/* A scrollable region must be reachable by keyboard, hence the tabIndex. */}
      <Scroll tabIndex={0} role="region" aria-label="Agent list">
        <StackList>
          {agents.map((agent) => (
            <AgentRow key={agent.id} agent={agent} />
          ))}
        </StackList>
      </Scroll>
    </Widget>
  );
}

function AgentRow({ agent }: { agent: Agent }) {
  const status = AGENT_STATUS[agent.status];
  return (
    <Row aria-label={agent.name} data-ui="agent" data-status={agent.status}>
      <RowHead>
        <div>
          <Name>{agent.name}</Name>
          <Muted>
            {agent.type} · {AGENT_PLATFORMS[agent.platform]}
          </Muted>
        </div>
        <Badge variant={status.tone} data-tone={status.tone}>
          <Dot $tone={status.tone} aria-hidden="true" />
          {status.label}
        </Badge>
      </RowHead>
      <Figures>
        <div>
          <dt>Tasks</dt>
          <dd>{agent.tasksCompleted.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>Uptime</dt>
          <dd>{agent.uptime}%</dd>
        </div>
        <div>
          <dt>Cost this month</dt>
          <dd>{formatCost(agent.costThisMonth)}</dd>
        </div>
        <div>
          <dt>Tokens used</dt>
          <dd>{formatTokens(agent.tokensUsed)}</dd>
        </div>
      </Figures>
      <Line>
        <Label>Last task:</Label> {agent.lastTask} <Muted as="span">· {agent.lastActive}</Muted>
      </Line>
      <Suggestion>
        <LightbulbIcon size={16} />
        <span>
          <Label>AI suggestion:</Label> {agent.aiSuggestion}
        </span>
      </Suggestion>
    </Row>
  );
}

const Scroll = styled.div`
  max-height: 24rem;
  overflow-y: auto;
  padding-right: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const RowHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Name = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Dot = styled.span<{ $tone: Tone }>`
  width: 0.5rem;
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background-color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Line = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Label = styled.strong`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Suggestion = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background-color: ${({ theme }) => theme.colors.primarySubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    flex: none;
    margin-top: 0.125rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;
