import {
  ApiError,
  endpointQuery,
  isConnectionsRefusal,
  refreshAfterSync,
  startSyncMutation,
  syncRunsQuery,
  updateIntegrationMutation,
} from '@q/api-client';
import { INTEGRATIONS_API } from '@q/schemas/api/integrations';
import type { SystemIntegration } from '@q/schemas/integrations';
import type { SyncRun } from '@q/schemas/sync';
import { Badge, Button, CollapsibleSection, toast } from '@q/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ClockText } from '../../lib/clock-text';
import { durationText } from '../../lib/relative-time';
import { useNow } from '../../lib/use-now';
import { refusalToast, writeFailureToast } from './access-rules';
import { enabledToggleBody, errorText } from './integration-rules';
import {
  countsText,
  disabledDataText,
  ENABLE_TO_SHOW,
  runCause,
  runStartText,
  runTimeText,
  SYNC_POLL_MS,
  SYNC_RUN_STATUS_LABELS,
  startSyncErrorText,
  syncRunVariant,
} from './sync-rules';
import * as S from './sync-styled';

export interface IntegrationSyncProps {
  record: SystemIntegration;
  /** The integration type's name ('HRIS'), for the button's words. */
  label: string;
  /**
   * Whether the user may start a run and enable the integration (an admin); otherwise the last
   * run and the history only.
   */
  canManage: boolean;
}

/**
 * A synced integration's data sync: how the last run went, Sync now, and the run history. While a
 * run is running the list is asked again every 2 s (and the history, when open), and only then;
 * when it ends, the dashboard's synced figures are asked again. A disabled integration says its
 * data is not shown, and Sync now on it explains why and offers to enable it. Someone who may not
 * change connections sees the last run and the history, without Sync now.
 */
export function IntegrationSync({ record, label, canManage }: IntegrationSyncProps) {
  const queryClient = useQueryClient();
  const now = useNow();
  const headingId = useId();
  const start = useMutation(startSyncMutation(queryClient));
  const [feedback, setFeedback] = useState<string | null>(null);
  const [isEnableOffered, setEnableOffered] = useState(false);
  const enable = useMutation(updateIntegrationMutation(queryClient));
  const disabledText = disabledDataText(record);
  const lastRun = record.lastRun;
  const isRunning = lastRun?.status === 'running';
  const isBusy = isRunning || start.isPending;

  // One more reader of the list, which asks it again while the run goes on.
  useQuery({
    ...endpointQuery(INTEGRATIONS_API.listIntegrations),
    enabled: isRunning,
    refetchInterval: isRunning ? SYNC_POLL_MS : false,
  });

  const wasRunning = useRef(isRunning);
  useEffect(() => {
    if (wasRunning.current && !isRunning) void refreshAfterSync(queryClient, record.id);
    wasRunning.current = isRunning;
  }, [isRunning, queryClient, record.id]);

  const syncNow = () => {
    if (isBusy) return;
    setFeedback(null);
    start.mutate(record.id, {
      onSuccess: () => setEnableOffered(!record.isEnabled),
      onError: (error) => {
        // Refused (no longer an admin): said in a toast, as the button goes with the rights.
        if (isConnectionsRefusal(error)) {
          toast(refusalToast(error));
          return;
        }
        setFeedback(startSyncErrorText(error));
        // Someone else's run: the list shows it, and its progress, once asked again.
        if (error instanceof ApiError && error.status === 409) {
          void queryClient.invalidateQueries({
            queryKey: endpointQuery(INTEGRATIONS_API.listIntegrations).queryKey,
          });
        }
      },
    });
  };

  const enableNow = () => {
    if (enable.isPending) return;
    enable.mutate(
      { id: record.id, body: enabledToggleBody(true) },
      {
        onSuccess: () => {
          setEnableOffered(false);
          toast({
            title: 'Integration saved successfully',
            description: 'The integration is enabled.',
          });
        },
        onError: (error) => toast(writeFailureToast('Failed to save integration', error)),
      },
    );
  };

  return (
    <S.SyncBlock aria-labelledby={headingId} data-ui="integration-sync">
      <S.SyncHeading id={headingId}>Data sync</S.SyncHeading>
      {/* Announced when the run's outcome changes; the ticking time stays outside. */}
      <S.RunStatus role="status">
        {lastRun ? <RunOutcome run={lastRun} /> : <span>Never synced</span>}
      </S.RunStatus>
      {lastRun && (
        <S.RunTime>
          <ClockText>{runTimeText(lastRun, now)}</ClockText>
        </S.RunTime>
      )}
      {disabledText && <S.DisabledNote data-ui="disabled-data">{disabledText}</S.DisabledNote>}
      {canManage && (
        <SyncControls
          label={label}
          isBusy={isBusy}
          onSyncNow={syncNow}
          feedback={feedback}
          enableOffer={
            isEnableOffered && !record.isEnabled
              ? { onEnable: enableNow, isPending: enable.isPending }
              : null
          }
        />
      )}
      <CollapsibleSection title="History" titleAs="h4" defaultCollapsed>
        <SyncHistory id={record.id} isRunning={isRunning} />
      </CollapsibleSection>
    </S.SyncBlock>
  );
}

/** An admin's controls: Sync now, why it did not start, and the offer to enable the integration. */
function SyncControls({
  label,
  isBusy,
  onSyncNow,
  feedback,
  enableOffer,
}: {
  label: string;
  isBusy: boolean;
  onSyncNow(): void;
  feedback: string | null;
  enableOffer: { onEnable(): void; isPending: boolean } | null;
}) {
  return (
    <>
      <S.SyncActions>
        <Button
          variant="secondary"
          onClick={onSyncNow}
          aria-disabled={isBusy || undefined}
          // The visible words first, then which integration (several cards have the button).
          aria-label={`${isBusy ? 'Syncing…' : 'Sync now'} (${label})`}
          data-ui="sync-now"
        >
          {isBusy && <S.BusyRing aria-hidden="true" />}
          {isBusy ? 'Syncing…' : 'Sync now'}
        </Button>
      </S.SyncActions>
      {feedback && <S.SyncFeedback role="alert">{feedback}</S.SyncFeedback>}
      {enableOffer && (
        <S.EnableOffer role="status">
          <span>{ENABLE_TO_SHOW}</span>
          <Button
            variant="primary"
            onClick={enableOffer.onEnable}
            aria-disabled={enableOffer.isPending || undefined}
            aria-label={`Enable now (${label})`}
          >
            Enable now
          </Button>
        </S.EnableOffer>
      )}
    </>
  );
}

/** A run's status word, its counts once finished, and what went wrong. */
function RunOutcome({ run }: { run: SyncRun }) {
  const cause = runCause(run);
  return (
    <>
      <S.RunLine>
        <Badge variant={syncRunVariant(run.status)}>{SYNC_RUN_STATUS_LABELS[run.status]}</Badge>
        {run.status !== 'running' && <span>{countsText(run.counts)}</span>}
      </S.RunLine>
      {cause && <S.Cause $tone={run.status === 'error' ? 'danger' : 'warning'}>{cause}</S.Cause>}
    </>
  );
}

/** The last 20 runs, asked when the history is opened (it renders only while open). */
function SyncHistory({ id, isRunning }: { id: SystemIntegration['id']; isRunning: boolean }) {
  const runs = useQuery({
    ...syncRunsQuery(id),
    refetchInterval: isRunning ? SYNC_POLL_MS : false,
  });
  if (runs.isPending) return <S.HistoryNote role="status">Loading sync history…</S.HistoryNote>;
  if (runs.isError) {
    return (
      <S.HistoryNote role="alert">
        Unable to load the sync history. {errorText(runs.error)}
      </S.HistoryNote>
    );
  }
  if (runs.data.length === 0) return <S.HistoryNote>No sync runs yet.</S.HistoryNote>;
  return (
    <S.HistoryList aria-label="Sync runs, newest first">
      {runs.data.map((run) => (
        <HistoryItem key={run.id} run={run} />
      ))}
    </S.HistoryList>
  );
}

function HistoryItem({ run }: { run: SyncRun }) {
  const cause = runCause(run);
  return (
    <li>
      <S.RunLine>
        <Badge variant={syncRunVariant(run.status)}>{SYNC_RUN_STATUS_LABELS[run.status]}</Badge>
        <span>
          {run.startedAt ? 'Started' : 'Queued'}{' '}
          <time dateTime={run.startedAt ?? run.queuedAt}>{runStartText(run)}</time>
        </span>
        {run.durationMs !== null && <span>took {durationText(run.durationMs)}</span>}
      </S.RunLine>
      {run.status !== 'running' && <S.Counts>{countsText(run.counts)}</S.Counts>}
      {cause && <S.Cause $tone={run.status === 'error' ? 'danger' : 'warning'}>{cause}</S.Cause>}
    </li>
  );
}
