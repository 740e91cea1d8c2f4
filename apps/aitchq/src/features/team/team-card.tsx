import { apiRequest, endpointQuery, type ResponseSchema } from '@q/api-client';
import { MANAGER_API } from '@q/schemas/api/manager';
import type { Employee, TeamReportsResponse } from '@q/schemas/manager';
import { Badge, Button, CollapsibleSection, listReset } from '@q/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { INTEGRATION_STATUS_SAMPLE } from '../../data/integration-status';
import { ClockText } from '../../lib/clock-text';
import { UsersIcon } from '../../lib/icons';
import { ProvenanceBadge } from '../../lib/provenance-badge';
import { useNow } from '../../lib/use-now';
import { Widget, WidgetMessage, WidgetSkeleton } from '../../lib/widget';
import { WIDGET_ANCHORS } from '../../lib/widget-anchors';
import {
  buildTeamTree,
  connectedSourceRows,
  demoProfile,
  directReportsText,
  directReportTotal,
  employeesText,
  initials,
  isOnline,
  isSyncedTeam,
  notAmongPeopleText,
  reportsShownText,
  type SourceRow,
  sampleSourceRows,
  type TeamTree,
  timeOffLabel,
} from './team-rules';

/**
 * The Your Team card: director, the viewer, and the viewer's direct reports. The sample company's
 * people carry the made-up demo values of docs/behaviour.md §3; a synced organisation's people show
 * only what the HRIS said (name, position, manager, photo and their next approved time off).
 */
export function TeamCard() {
  const { data, status, dataUpdatedAt } = useQuery(endpointQuery(MANAGER_API.employees));
  const tree = data ? buildTeamTree(data) : null;
  const isSynced = data ? isSyncedTeam(data) : false;
  const total = tree ? directReportTotal(tree) : 0;
  return (
    <Widget
      id={WIDGET_ANCHORS.team}
      title="Your Team"
      icon={<UsersIcon />}
      description={tree ? directReportsText(total) : undefined}
      actions={<ProvenanceBadge feed="team" />}
      isBusy={status === 'pending'}
    >
      {status === 'pending' && <WidgetSkeleton label="Loading your team" rows={4} />}
      {status === 'error' && (
        <WidgetMessage isError detail="Please try refreshing the page.">
          Unable to load your team
        </WidgetMessage>
      )}
      {status === 'success' && !tree && <NoTeam />}
      {/* A new answer (a sync, a write) starts again from its first page. */}
      {tree && <TeamTreeList key={dataUpdatedAt} tree={tree} total={total} />}
      <CollapsibleSection title="Integration Details" titleAs="h4" defaultCollapsed>
        {status === 'success' &&
          (isSynced ? (
            <ConnectedSources />
          ) : (
            <>
              <Muted>Sample connections of the sample company:</Muted>
              <SourceList>
                {sampleSourceRows(INTEGRATION_STATUS_SAMPLE).map((row) => (
                  <SourceItem key={row.key} row={row} isSample />
                ))}
              </SourceList>
            </>
          ))}
        <Muted>Team members: {tree ? total + 1 : 0}</Muted>
      </CollapsibleSection>
      <CollapsibleSection title="Live HRIS integration" titleAs="h4" defaultCollapsed>
        <Muted>
          {isSynced
            ? 'This team is read from your HRIS. Reporting lines, positions, photos and time off update after each sync; nothing else is shown about your people.'
            : 'This is the sample company. Connect your HRIS in System Settings to see your own team; the activity, location, time zone, rating, skills, projects and time off shown here are sample values.'}
        </Muted>
      </CollapsibleSection>
    </Widget>
  );
}

/**
 * The viewer's connected sources, with their real times and the people the team's source holds.
 * While they are asked, or if asking fails, it says so: sample rows never stand for a real team.
 */
function ConnectedSources() {
  const sources = useQuery(endpointQuery(MANAGER_API.dataSources));
  const now = useNow();
  if (sources.status === 'pending') return <Muted>Loading the connected sources…</Muted>;
  if (sources.status === 'error') return <Muted>The connected sources could not be loaded.</Muted>;
  return (
    <SourceList>
      {connectedSourceRows(sources.data, now).map((row) => (
        <SourceItem key={row.key} row={row} isSample={false} />
      ))}
    </SourceList>
  );
}

function SourceItem({ row, isSample }: { row: SourceRow; isSample: boolean }) {
  return (
    <li>
      <strong>{row.name}</strong>
      <Badge variant={row.variant}>{row.statusLabel}</Badge>
      {isSample && <Badge variant="outline">Sample</Badge>}
      <span>Last sync: {isSample ? row.lastSync : <ClockText>{row.lastSync}</ClockText>}</span>
      {row.employeeCount !== null && <span>{employeesText(row.employeeCount)}</span>}
    </li>
  );
}

/**
 * No tree to show. With a connected HRIS, an empty team means the synced organisation holds no one
 * with the user's work email (the server never answers a whole organisation instead): the card
 * says so, naming the provider the team is synced from; otherwise the documented no-data text
 * (docs/behaviour.md §2).
 */
function NoTeam() {
  const sources = useQuery(endpointQuery(MANAGER_API.dataSources));
  const team = sources.data?.team;
  return team && team.state !== 'sample' ? (
    <WidgetMessage>{notAmongPeopleText(team.provider)}</WidgetMessage>
  ) : (
    <WidgetMessage>No organization data available</WidgetMessage>
  );
}

/**
 * The rest of the viewer's direct reports, a page at a time (`GET /api/team/reports`, after the
 * last one shown): what was added, the cursor of the next page, and how asking goes.
 */
function useMoreReports(tree: TeamTree, total: number) {
  const [more, setMore] = useState<Employee[]>([]);
  const [cursor, setCursor] = useState<number | null>(() => {
    const last = tree.directReports.at(-1);
    return last && total > tree.directReports.length ? last.id : null;
  });
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const showMore = async () => {
    if (cursor === null || state === 'loading') return;
    setState('loading');
    try {
      const { path, schemas } = MANAGER_API.teamReports;
      const { response } = await schemas();
      const page = await apiRequest('GET', `${path}?after=${cursor}`, undefined, {
        schema: response as ResponseSchema<TeamReportsResponse>,
      });
      setMore((shown) => [...shown, ...page.reports]);
      setCursor(page.next);
      setState('idle');
    } catch {
      setState('error');
    }
  };
  return { more, hasMore: cursor !== null, state, showMore };
}

function TeamTreeList({ tree, total }: { tree: TeamTree; total: number }) {
  const { more, hasMore, state, showMore } = useMoreReports(tree, total);
  const reports = more.length > 0 ? [...tree.directReports, ...more] : tree.directReports;
  const isPaged = total > tree.directReports.length;
  const managerItem = (
    <li>
      <PersonRow employee={tree.manager} isViewer />
      {reports.length > 0 && (
        <Branch aria-label="Direct reports">
          {reports.map((report) => (
            <li key={report.id}>
              <PersonRow employee={report} showDetails />
            </li>
          ))}
        </Branch>
      )}
    </li>
  );
  return (
    <>
      {/* A scrollable region must be reachable by keyboard, hence the tabIndex. */}
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
      {isPaged && (
        <MoreLine>
          {/* Announced politely as pages arrive or fail; the button keeps its place and focus. */}
          <Muted role="status" aria-live="polite">
            {state === 'error'
              ? 'More direct reports could not be loaded. Try again.'
              : state === 'loading'
                ? 'Loading more direct reports…'
                : reportsShownText(reports.length, total)}
          </Muted>
          {hasMore && (
            <Button
              variant="outline"
              size="sm"
              onClick={showMore}
              aria-disabled={state === 'loading'}
              aria-busy={state === 'loading'}
            >
              {state === 'error' ? 'Try again' : 'Show more'}
            </Button>
          )}
        </MoreLine>
      )}
    </>
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
  const avatar = (
    <>
      {employee.avatar ? (
        // Lazy: a synced organisation may list thousands of people in this scrolling list.
        <img src={employee.avatar} alt="" loading="lazy" decoding="async" />
      ) : (
        initials(employee.name)
      )}
    </>
  );
  if (employee.synced) {
    // Only what the HRIS said: no presence, location, rating, skills or project.
    const timeOff = employee.synced.upcomingTimeOff;
    return (
      <Row $isViewer={isViewer} data-ui="team-member" data-source="synced">
        <Avatar aria-hidden="true">{avatar}</Avatar>
        <PersonText>
          <NameLine>
            <strong>{employee.name}</strong>
            {isViewer && <Badge variant="info">You</Badge>}
            {showDetails && timeOff && <Badge variant="warning">{timeOffLabel(timeOff)}</Badge>}
          </NameLine>
          {employee.position && <Muted>{employee.position}</Muted>}
        </PersonText>
      </Row>
    );
  }
  const profile = demoProfile(employee.id);
  return (
    <Row $isViewer={isViewer} data-ui="team-member" data-source="sample">
      <Avatar aria-hidden="true">
        {avatar}
        <Dot $isOnline={isOnline(profile.lastActive)} />
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

const MoreLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
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
