import { endpointQuery } from '@q/api-client';
import { MANAGER_API } from '@q/schemas/api/manager';
import type { ToolStatus } from '@q/schemas/enums';
import type { Tool } from '@q/schemas/manager';
import {
  Badge,
  type BadgeVariant,
  ButtonLink,
  listReset,
  SampleDataBadge,
  VisuallyHidden,
} from '@q/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import {
  AlertTriangleIcon,
  CheckCircleIcon,
  ExternalLinkIcon,
  WrenchIcon,
  XCircleIcon,
} from '../../lib/icons';
import { Widget } from '../../lib/widget';
import { onlineSummary } from './systems-rules';
import { TOOLS_YOU_OWN, TOOLS_YOU_USE } from './tools';

const STATUS: Record<ToolStatus, { variant: BadgeVariant; label: string; icon: ReactNode }> = {
  operational: { variant: 'success', label: 'Operational', icon: <CheckCircleIcon size={20} /> },
  degraded: { variant: 'warning', label: 'Degraded', icon: <AlertTriangleIcon size={20} /> },
  down: { variant: 'danger', label: 'Down', icon: <XCircleIcon size={20} /> },
  maintenance: { variant: 'info', label: 'Maintenance', icon: <WrenchIcon size={20} /> },
};

const GROUPS = [
  { title: 'Tools You Use for Work', tools: TOOLS_YOU_USE },
  { title: 'Tools You Own', tools: TOOLS_YOU_OWN },
] as const;

/**
 * Systems & Tools. The status call is made (docs/behaviour.md §7), but the page shows its fixed
 * lists.
 */
export function SystemsCard() {
  useQuery(endpointQuery(MANAGER_API.systemsStatus));
  const { online, total } = onlineSummary(GROUPS.flatMap((group) => group.tools));
  return (
    <Widget
      title="Systems & Tools"
      provenance={<SampleDataBadge source="your monitoring system" />}
      icon={<WrenchIcon />}
      actions={
        <Badge variant={online === total ? 'success' : 'warning'}>
          {online} of {total} online
        </Badge>
      }
    >
      {GROUPS.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <GroupTitle>{group.title}</GroupTitle>
          <ToolList>
            {group.tools.map((tool) => (
              <ToolRow key={tool.id} tool={tool} />
            ))}
          </ToolList>
        </section>
      ))}
    </Widget>
  );
}

function ToolRow({ tool }: { tool: Tool }) {
  const [hasLogoFailed, setHasLogoFailed] = useState(false);
  const status = STATUS[tool.status];
  return (
    <Row>
      <Logo $status={tool.status}>
        {hasLogoFailed ? (
          status.icon
        ) : (
          <img
            src={tool.logo}
            alt=""
            width={32}
            height={32}
            onError={() => setHasLogoFailed(true)}
          />
        )}
      </Logo>
      <Text>
        <strong>{tool.name}</strong>
        <span>{tool.description}</span>
        <Meta>
          <Badge variant={status.variant}>{status.label}</Badge>
          <span>{tool.uptime}% uptime</span>
        </Meta>
      </Text>
      <ButtonLink
        href={tool.url}
        target="_blank"
        rel="noopener noreferrer"
        variant="ghost"
        size="icon"
        aria-label={`Open ${tool.name} in a new tab`}
      >
        <ExternalLinkIcon size={16} />
        <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
      </ButtonLink>
    </Row>
  );
}

const GroupTitle = styled.h4`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const ToolList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  ${listReset}
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Logo = styled.span<{ $status: ToolStatus }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  color: ${({ theme, $status }) =>
    ({
      operational: theme.colors.success,
      degraded: theme.colors.warning,
      down: theme.colors.danger,
      maintenance: theme.colors.info,
    })[$status]};

  img {
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Text = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.125rem;
  min-width: 0;

  > span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
