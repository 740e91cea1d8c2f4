import { endpointQuery } from '@q/api-client';
import { MANAGER_API } from '@q/schemas/api/manager';
import type { Employee } from '@q/schemas/manager';
import { Badge, CollapsibleSection, listReset } from '@q/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { INTEGRATION_STATUS_SAMPLE } from '../../data/integration-status';
import { ClockText } from '../../lib/clock-text';
import { UsersIcon } from '../../lib/icons';
import { ProvenanceBadge } from '../../lib/provenance-badge';
import { useNow } from '../../lib/use-now';
import { Widget, WidgetMessage, WidgetSkeleton } from '../../lib/widget';
import {
  buildTeamTree,
  connectedSourceRows,
  demoProfile,
  employeesText,
  initials,
  isOnline,
  type SourceRow,
  sampleSourceRows,
  type TeamTree,
} from './team-rules';

/** The Your Team card (SPEC §2): director, the viewer, and the viewer's direct reports. */
export function TeamCard() {
  const { data, status } = useQuery(endpointQuery(MANAGER_API.employees));
  const tree = data ? buildTeamTree(data) : null;
  return (
    <Widget
      title="Your Team"
      icon={<UsersIcon />}
      description={tree ? directReportsText(tree.directReports.length) : undefined}
      actions={<ProvenanceBadge feed="team" />}
      isBusy={status === 'pending'}
    >
      {status === 'pending' && <WidgetSkeleton label="Loading your team" rows={4} />}
      {status === 'error' && (
        <WidgetMessage isError detail="Please try refreshing the page.">
          Unable to load your team
        </WidgetMessage>
      )}
      {status === 'success' && !tree && (
        <WidgetMessage>No organization data available</WidgetMessage>
      )}
      {tree && <TeamTreeList tree={tree} />}
      <CollapsibleSection title="Integration Details" titleAs="h4" defaultCollapsed>
        <IntegrationSources employeeCount={data?.length ?? 0} />
        <Muted>Team members: {tree ? tree.directReports.length + 1 : 0}</Muted>
      </CollapsibleSection>
      <CollapsibleSection title="Live HRIS integration" titleAs="h4" defaultCollapsed>
        <Muted>
          This team view is read from your HRIS. Reporting lines and positions update after each
          sync; activity, location and skills shown here are sample values for the demo.
        </Muted>
      </CollapsibleSection>
    </Widget>
  );
}

/**
 * The sources behind the team: the viewer's connected ones when the team comes from a sync, else
 * the spec's fixed sample (also while the sources are asked, and when asking them failed).
 */
function IntegrationSources({ employeeCount }: { employeeCount: number }) {
  const sources = useQuery(endpointQuery(MANAGER_API.dataSources));
  const now = useNow();
  const isSynced = sources.data !== undefined && sources.data.team.state !== 'sample';
  const rows = isSynced
    ? connectedSourceRows(sources.data, employeeCount, now)
    : sampleSourceRows(INTEGRATION_STATUS_SAMPLE);
  return (
    <SourceList>
      {rows.map((row) => (
        <SourceItem key={row.key} row={row} isSynced={isSynced} />
      ))}
    </SourceList>
  );
}

function SourceItem({ row, isSynced }: { row: SourceRow; isSynced: boolean }) {
  return (
    <li>
      <strong>{row.name}</strong>
      <Badge variant={row.variant}>{row.statusLabel}</Badge>
      <span>Last sync: {isSynced ? <ClockText>{row.lastSync}</ClockText> : row.lastSync}</span>
      {row.employeeCount !== null && <span>{employeesText(row.employeeCount)}</span>}
    </li>
  );
}

function directReportsText(count: number) {
  return `${count} direct ${count === 1 ? 'report' : 'reports'}`;
}

function TeamTreeList({ tree }: { tree: TeamTree }) {
  const managerItem = (
    <li>
      <PersonRow employee={tree.manager} isViewer />
      {tree.directReports.length > 0 && (
        <Branch aria-label="Direct reports">
          {tree.directReports.map((report) => (
            <li key={report.id}>
              <PersonRow employee={report} showDetails />
            </li>
          ))}
        </Branch>
      )}
    </li>
  );
  return (
    // A scrollable region must be reachable by keyboard, hence the tabIndex.
    <Scroll tabIndex={0} role="region" aria-label="Team members">
      <Tree>
        {tree.director ? (
          <li>
            <PersonRow employee={tree.director} />
            <Branch>{managerItem}</Branch>
          </li>
        ) : (
          managerItem
        )}
      </Tree>
    </Scroll>
  );
}

function PersonRow({
  employee,
  isViewer = false,
  showDetails = false,
}: {
  employee: Employee;
  isViewer?: boolean;
  showDetails?: boolean;
}) {
  const profile = demoProfile(employee.id);
  const online = isOnline(profile.lastActive);
  return (
    <Row $isViewer={isViewer} data-ui="team-member">
      <Avatar aria-hidden="true">
        {employee.avatar ? (
          // Lazy: a synced organisation may list thousands of people in this scrolling list.
          <img src={employee.avatar} alt="" loading="lazy" decoding="async" />
        ) : (
          initials(employee.name)
        )}
        <Dot $isOnline={online} />
      </Avatar>
      <PersonText>
        <NameLine>
          <strong>{employee.name}</strong>
          {isViewer && <Badge variant="info">You</Badge>}
          {showDetails && profile.upcomingPTO && (
            <Badge variant="warning">{profile.upcomingPTO}</Badge>
          )}
        </NameLine>
        <Muted>{employee.position}</Muted>
        <Muted>
          {profile.lastActive}
          {showDetails &&
            ` · ${profile.workLocation === 'remote' ? 'Remote' : 'Hybrid'} · ${profile.timezone}`}
        </Muted>
        {showDetails && (
          <Muted>
            Rating {profile.performanceRating}/5 · {profile.skills.join(', ')} ·{' '}
            {profile.recentProject}
          </Muted>
        )}
      </PersonText>
    </Row>
  );
}

const Scroll = styled.div`
  max-height: 20rem;
  overflow-y: auto;
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Tree = styled.ul`
  ${listReset}
`;

const Branch = styled.ul`
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space[2]};
  list-style: none;
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  margin-left: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.sm} {
    padding-left: ${({ theme }) => theme.space[6]};
    margin-left: ${({ theme }) => theme.space[4]};
  }
`;

const Row = styled.div<{ $isViewer: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[1]} 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme, $isViewer }) => ($isViewer ? theme.colors.primarySubtle : 'transparent')};
`;

const Avatar = styled.span`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background-color: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  img {
    width: 100%;
    height: 100%;
    border-radius: inherit;
    object-fit: cover;
  }
`;

const Dot = styled.span<{ $isOnline: boolean }>`
  position: absolute;
  right: -1px;
  bottom: -1px;
  width: 0.7rem;
  height: 0.7rem;
  border-radius: ${({ theme }) => theme.radii.full};
  border: 2px solid ${({ theme }) => theme.colors.surface};
  background-color: ${({ theme, $isOnline }) => ($isOnline ? theme.colors.success : theme.colors.neutral)};
`;

const PersonText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  min-width: 0;
`;

const NameLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SourceList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  ${listReset}
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;
