import type { Training } from '@q/schemas/manager';
import {
  Badge,
  Button,
  Dialog,
  formatDate,
  listReset,
  ProgressBar,
  SampleDataBadge,
  StackList,
} from '@q/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { sampleTrainings } from '../../data/trainings';
import { TRAININGS_QUERY_KEY, TRAININGS_SHOWN } from '../../lib/constants';
import { GraduationCapIcon } from '../../lib/icons';
import { TagList } from '../../lib/tag-list';
import { Widget, WidgetMessage } from '../../lib/widget';
import {
  completionShare,
  dueTrainingCount,
  isTrainingOverdue,
  suggestedTrainingCount,
  TRAINING_PRIORITIES,
  TRAINING_TYPES,
  trainingActionLabel,
} from './training-rules';

/**
 * The `/api/trainings` key, answered in the page with fixed data (docs/behaviour.md §7), never
 * fetched: the answer is there from the first render, on the server as in the browser.
 */
export function trainingsQuery(today: Date, trainings?: readonly Training[]) {
  const answer = (): Training[] => (trainings ? [...trainings] : sampleTrainings(today));
  return {
    queryKey: TRAININGS_QUERY_KEY,
    queryFn: async () => answer(),
    initialData: answer,
  };
}

export interface TrainingsCardProps {
  /** The day due dates are compared with. */
  today: Date;
  /** The trainings answered for the key; the fixed sample list by default. */
  trainings?: readonly Training[];
}

/**
 * Recommended Trainings (docs/behaviour.md §2, §9): the first five, the rest behind
 * 'View All Trainings'.
 */
export function TrainingsCard({ today, trainings }: TrainingsCardProps) {
  const { data } = useQuery(trainingsQuery(today, trainings));
  const [isExpanded, setIsExpanded] = useState(false);
  const [openTraining, setOpenTraining] = useState<Training | null>(null);
  const listId = useId();
  const list = data;
  const shown = isExpanded ? list : list.slice(0, TRAININGS_SHOWN);
  const due = dueTrainingCount(list);
  const suggested = suggestedTrainingCount(list);
  return (
    <Widget
      title="Recommended Trainings"
      provenance={<SampleDataBadge source="your learning system" />}
      icon={<GraduationCapIcon />}
      description="Learning picked for you and your team"
      actions={
        data.length > 0 ? (
          <>
            <Badge variant="danger">{due} Due</Badge>
            <Badge variant="info">{suggested} Suggested</Badge>
          </>
        ) : undefined
      }
    >
      {data.length === 0 && <WidgetMessage>No trainings available</WidgetMessage>}
      {shown.length > 0 && (
        <List id={listId} aria-label="Trainings">
          {shown.map((training) => (
            <TrainingRow
              key={training.id}
              training={training}
              today={today}
              onOpen={() => setOpenTraining(training)}
            />
          ))}
        </List>
      )}
      {list.length > TRAININGS_SHOWN && (
        <Button
          variant="outline"
          aria-expanded={isExpanded}
          aria-controls={listId}
          onClick={() => setIsExpanded((expanded) => !expanded)}
        >
          {isExpanded ? 'Show Fewer Trainings' : `View All Trainings (${list.length})`}
        </Button>
      )}
      {openTraining && (
        <TrainingDialog
          training={openTraining}
          today={today}
          onClose={() => setOpenTraining(null)}
        />
      )}
    </Widget>
  );
}

function TrainingRow({
  training,
  today,
  onOpen,
}: {
  training: Training;
  today: Date;
  onOpen: () => void;
}) {
  const titleId = useId();
  const priority = TRAINING_PRIORITIES[training.priority];
  const isOverdue = isTrainingOverdue(training.dueDate, today);
  const share = completionShare(training);
  const action = trainingActionLabel(training.progress);
  return (
    <Row aria-labelledby={titleId} data-ui="training">
      <RowHead>
        <RowTitle id={titleId}>{training.title}</RowTitle>
        <Badges>
          <Badge variant="outline">{TRAINING_TYPES[training.type]}</Badge>
          <Badge variant={priority.variant}>{priority.label}</Badge>
          {isOverdue && <Badge variant="danger">Overdue</Badge>}
        </Badges>
      </RowHead>
      <Meta>
        {training.duration} · {training.provider} ·{' '}
        {training.dueDate ? `Due ${formatDate(training.dueDate)}` : 'No due date'}
      </Meta>
      <Description>{training.description}</Description>
      <Progress>
        <span>Your progress {training.progress}%</span>
        <ProgressBar value={training.progress} label={`${training.title} progress`} size="sm" />
      </Progress>
      <RowFoot>
        <Meta>
          {training.completedBy.length} of {training.totalEligible} completed ({Math.round(share)}%)
        </Meta>
        <TagList tags={training.tags} label="Tags" />
        <Button
          size="sm"
          variant={action === 'Done' ? 'secondary' : 'primary'}
          onClick={onOpen}
          aria-haspopup="dialog"
          aria-label={`${action} ${training.title}`}
        >
          {action}
        </Button>
      </RowFoot>
    </Row>
  );
}

function TrainingDialog({
  training,
  today,
  onClose,
}: {
  training: Training;
  today: Date;
  onClose: () => void;
}) {
  const action = trainingActionLabel(training.progress);
  const isOverdue = isTrainingOverdue(training.dueDate, today);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={training.title}
      description={`${TRAINING_TYPES[training.type]} · ${training.duration} · ${training.provider}`}
    >
      <DialogBody>
        <p>{training.description}</p>
        <Facts>
          <div>
            <dt>Status</dt>
            <dd>
              {action === 'Done'
                ? 'Completed'
                : action === 'Continue'
                  ? `In progress (${training.progress}%)`
                  : 'Not started'}
            </dd>
          </div>
          <div>
            <dt>Due</dt>
            <dd>
              {training.dueDate ? formatDate(training.dueDate) : 'No due date'}
              {isOverdue && ' (overdue)'}
            </dd>
          </div>
          <div>
            <dt>Assigned to</dt>
            <dd>{training.assignedTo.join(', ') || 'Nobody yet'}</dd>
          </div>
          <div>
            <dt>Enrolled</dt>
            <dd>
              {training.enrollmentCount} of {training.totalEligible} eligible
            </dd>
          </div>
        </Facts>
        <h3>Completed by</h3>
        {training.completedBy.length === 0 ? (
          <Meta>Nobody has completed it yet.</Meta>
        ) : (
          <StackList>
            {training.completedBy.map((completion) => (
              <Completion key={completion.name}>
                <span>{completion.name}</span>
                <Meta>
                  {formatDate(completion.completedDate)} · score {completion.score}%
                </Meta>
              </Completion>
            ))}
          </StackList>
        )}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </DialogBody>
    </Dialog>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  ${listReset}

  ${({ theme }) => theme.media.lg} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
`;

const RowHead = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const RowTitle = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RowFoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;

  > button {
    margin-left: auto;
  }
`;

const DialogBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  p,
  h3 {
    margin: 0;
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  > button {
    align-self: flex-end;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Completion = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
