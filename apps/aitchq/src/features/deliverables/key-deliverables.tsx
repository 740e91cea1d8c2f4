import type { Deliverable } from '@q/schemas/manager';
import {
  Badge,
  formatDate,
  GridList,
  listReset,
  PriorityBadge,
  ProgressBar,
  SampleDataBadge,
  Tile,
  VisuallyHidden,
} from '@q/ui';
import { useId } from 'react';
import styled, { css } from 'styled-components';
import { sampleDeliverables } from '../../data/deliverables';
import { ASSIGNEE_AVATARS_SHOWN, DELIVERABLES_SHOWN } from '../../lib/constants';
import { AlertTriangleIcon, CheckCircleIcon, ClockIcon } from '../../lib/icons';
import { limitList, moreLabel } from '../../lib/limits';
import { TagList } from '../../lib/tag-list';
import {
  DELIVERABLE_STATUS,
  DELIVERABLE_TYPES,
  type DueTone,
  deliverableDueLabel,
  earliestDue,
} from './deliverable-rules';

export interface KeyDeliverablesProps {
  /** The day due dates are counted from. */
  today: Date;
  /** The deliverables to pick from; the six fixed sample items by default. */
  deliverables?: readonly Deliverable[];
}

/** Key Deliverables (docs/behaviour.md §2): the four earliest-due of the fixed deliverables. */
export function KeyDeliverables({ today, deliverables }: KeyDeliverablesProps) {
  const all = deliverables ?? sampleDeliverables(today);
  const shown = earliestDue(all, DELIVERABLES_SHOWN);
  return (
    <Wrapper data-ui="widget">
      <Head>
        <Summary>
          The {shown.length} earliest due of {all.length} deliverables
        </Summary>
        <SampleDataBadge source="your project tracker (Jira, Linear, Asana)" />
      </Head>
      <GridList $columns={{ md: 2, xl: 4 }}>
        {shown.map((deliverable) => (
          <DeliverableCard key={deliverable.id} deliverable={deliverable} today={today} />
        ))}
      </GridList>
    </Wrapper>
  );
}

function DeliverableCard({ deliverable, today }: { deliverable: Deliverable; today: Date }) {
  const titleId = useId();
  const due = deliverableDueLabel(deliverable.dueDate, today);
  const status = DELIVERABLE_STATUS[deliverable.status];
  const assignees = limitList(deliverable.assignees, ASSIGNEE_AVATARS_SHOWN);
  return (
    <Tile $gap={3} $padding={4} $isRaised aria-labelledby={titleId} data-ui="deliverable">
      <Badges>
        <Badge variant="outline">{DELIVERABLE_TYPES[deliverable.type]}</Badge>
        <Badge variant={status.variant}>{status.label}</Badge>
        <PriorityBadge priority={deliverable.priority} />
      </Badges>
      <Title id={titleId}>{deliverable.title}</Title>
      <Muted>
        {deliverable.department} · {deliverable.projectManagementTool} {deliverable.ticketId}
      </Muted>
      <Due $tone={due.tone} data-tone={due.tone}>
        <ClockIcon size={16} />
        <span>{due.text}</span>
        <DueDate>{formatDate(deliverable.dueDate)}</DueDate>
      </Due>
      <div>
        <Row>
          <Small>Completion</Small>
          <Small as="strong">{deliverable.completion}%</Small>
        </Row>
        <ProgressBar
          value={deliverable.completion}
          label={`${deliverable.title} completion`}
          size="sm"
        />
      </div>
      <Row>
        <Avatars aria-label="Assignees">
          {assignees.shown.map((name) => (
            <Avatar key={name} title={name}>
              <span aria-hidden="true">{initials(name)}</span>
              <VisuallyHidden>{name}</VisuallyHidden>
            </Avatar>
          ))}
          {assignees.hiddenCount > 0 && (
            <Avatar $isMore>
              <span aria-hidden="true">{moreLabel(assignees.hiddenCount)}</span>
              <VisuallyHidden>and {assignees.hiddenCount} more</VisuallyHidden>
            </Avatar>
          )}
        </Avatars>
        <Muted>Updated {deliverable.lastUpdate}</Muted>
      </Row>
      <TagList tags={deliverable.dependencies} label="Depends on" />
      {deliverable.blockers.length > 0 ? (
        <Blockers aria-label="Blockers">
          {deliverable.blockers.map((blocker) => (
            <li key={blocker}>
              <AlertTriangleIcon size={14} />
              <span>{blocker}</span>
            </li>
          ))}
        </Blockers>
      ) : (
        <Clear>
          <CheckCircleIcon size={14} />
          <span>No blockers</span>
        </Clear>
      )}
    </Tile>
  );
}

/** Up to two initials of a name ('Alex Rivera' → 'AR'). */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Summary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Small = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[1]};
`;

const dueTones = {
  overdue: css`
    background-color: ${({ theme }) => theme.colors.dangerSubtle};
    color: ${({ theme }) => theme.colors.dangerText};
  `,
  soon: css`
    background-color: ${({ theme }) => theme.colors.warningSubtle};
    color: ${({ theme }) => theme.colors.warningText};
  `,
  later: css`
    background-color: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  `,
};

const Due = styled.p<{ $tone: DueTone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${({ $tone }) => dueTones[$tone]}
`;

const DueDate = styled.span`
  margin-left: auto;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const Avatars = styled.ul`
  display: flex;
  ${listReset}
`;

const Avatar = styled.li<{ $isMore?: boolean }>`
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  margin-left: -0.375rem;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.full};
  background-color: ${({ theme, $isMore }) =>
    $isMore ? theme.colors.surfaceMuted : theme.colors.primarySubtle};
  color: ${({ theme, $isMore }) => ($isMore ? theme.colors.textMuted : theme.colors.primary)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:first-child {
    margin-left: 0;
  }
`;

const Blockers = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  ${listReset}
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.dangerText};

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }

  svg {
    flex: none;
    margin-top: 0.1rem;
  }
`;

const Clear = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.successText};
`;
