import type { SpanOfControl } from '@q/schemas/manager';
import { Badge, ProgressBar, SampleDataBadge, StackList } from '@q/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';
import { SPAN_OF_CONTROL } from '../../data/span-of-control';
import {
  SPAN_AGENT_TYPES_SHOWN,
  SPAN_MANAGERS_SHOWN,
  SPAN_OF_CONTROL_QUERY_KEY,
} from '../../lib/constants';
import { NetworkIcon } from '../../lib/icons';
import { limitList } from '../../lib/limits';
import { Widget } from '../../lib/widget';
import { agentTypeShare, managerRatio, SPAN_FIT_LABELS, spanFit, totalAgents } from './span-rules';

/**
 * The `/api/span-of-control` key, answered in the page with fixed data (docs/behaviour.md §7),
 * never fetched: the answer is there from the first render, on the server as in the browser.
 */
export function spanOfControlQuery(data: SpanOfControl = SPAN_OF_CONTROL) {
  return {
    queryKey: SPAN_OF_CONTROL_QUERY_KEY,
    queryFn: async (): Promise<SpanOfControl> => data,
    initialData: data,
  };
}

const HEALTH = {
  high: { variant: 'success', label: 'Healthy' },
  medium: { variant: 'warning', label: 'Needs attention' },
  low: { variant: 'danger', label: 'At risk' },
} as const;

/**
 * Span of Control (docs/behaviour.md §2): manager ratios, agent distribution and structure health.
 */
export function SpanOfControlCard() {
  const { data } = useQuery(spanOfControlQuery());
  return (
    <Widget
      title="Span of Control"
      provenance={<SampleDataBadge source="your HRIS and AI agent platforms" />}
      icon={<NetworkIcon />}
      description="People and agents per manager"
    >
      <Panels data={data} />
    </Widget>
  );
}

function Panels({ data }: { data: SpanOfControl }) {
  const managers = limitList(data.managers, SPAN_MANAGERS_SHOWN);
  const types = limitList(data.agentTypes, SPAN_AGENT_TYPES_SHOWN);
  const agentTotal = totalAgents(data.agentTypes);
  const health = data.structureHealth;
  const fit = spanFit(health.avgSpanOfControl, health.recommendedSpan);
  const id = useId();
  return (
    <PanelGrid>
      <Panel aria-labelledby={`${id}-managers`}>
        <PanelTitle id={`${id}-managers`}>Manager to IC Ratio</PanelTitle>
        <StackList>
          {managers.shown.map((manager) => {
            const managerFit = spanFit(manager.directReports, health.recommendedSpan);
            return (
              <Entry key={manager.name}>
                <span>
                  <strong>{manager.name}</strong>
                  <Small>
                    {manager.agents} {manager.agents === 1 ? 'agent' : 'agents'} ·{' '}
                    {SPAN_FIT_LABELS[managerFit]}
                  </Small>
                </span>
                <Figure $isOff={managerFit !== 'within'}>{managerRatio(manager)}</Figure>
              </Entry>
            );
          })}
        </StackList>
        {managers.hiddenCount > 0 && (
          <Small>
            Showing {managers.shown.length} of {data.managers.length} managers
          </Small>
        )}
      </Panel>
      <Panel aria-labelledby={`${id}-agents`}>
        <PanelTitle id={`${id}-agents`}>Agent Distribution</PanelTitle>
        <StackList>
          {types.shown.map((type) => (
            <BarEntry key={type.type}>
              <Entry as="div">
                <span>{type.type}</span>
                <strong>{type.count}</strong>
              </Entry>
              <ProgressBar
                value={agentTypeShare(type, agentTotal)}
                label={`${type.type} share of agents`}
                tone="primary"
                size="sm"
              />
            </BarEntry>
          ))}
        </StackList>
        <Small>
          {agentTotal} agents in {data.agentTypes.length} types
        </Small>
      </Panel>
      <Panel aria-labelledby={`${id}-health`}>
        <PanelTitle id={`${id}-health`}>
          Structure Health
          <Badge variant={HEALTH[health.status].variant}>{HEALTH[health.status].label}</Badge>
        </PanelTitle>
        <HealthList>
          <div>
            <dt>Average span</dt>
            <dd>
              {health.avgSpanOfControl}
              <Small>
                {SPAN_FIT_LABELS[fit]} (recommended {health.recommendedSpan.min}–
                {health.recommendedSpan.max})
              </Small>
            </dd>
          </div>
          <div>
            <dt>Management layers</dt>
            <dd>{health.managementLayers}</dd>
          </div>
          <div>
            <dt>Agents per person</dt>
            <dd>{health.agentToHumanRatio}</dd>
          </div>
          <div>
            <dt>Health score</dt>
            <dd>{health.healthScore}/100</dd>
          </div>
        </HealthList>
        <ProgressBar value={health.healthScore} label="Structure health score" size="sm" />
      </Panel>
    </PanelGrid>
  );
}

const PanelGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surfaceMuted};
`;

const PanelTitle = styled.h4`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Entry = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > span {
    display: flex;
    flex-direction: column;
  }
`;

const BarEntry = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Figure = styled.span<{ $isOff: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $isOff }) => ($isOff ? theme.colors.warningText : theme.colors.text)};
`;

const Small = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HealthList = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
