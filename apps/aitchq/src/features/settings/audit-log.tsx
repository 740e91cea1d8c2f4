import {
  type AuditFilters,
  auditEventsInfiniteQuery,
  collectAuditEvents,
  isConnectionsRefusal,
  organisationQuery,
  verifyAuditLogMutation,
} from '@q/api-client';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditEvent } from '@q/schemas/audit';
import { Badge, Button, Skeleton, VisuallyHidden } from '@q/ui';
import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { actionText, auditTimeText, auditValueText } from '../../lib/audit-text';
import { downloadFile } from '../../lib/download';
import { useNarrowContainer } from '../../lib/use-narrow-container';
import { auditEventsToCsv } from './audit-csv';
import {
  type AuditFilterDraft,
  auditExportFileName,
  DATES_CROSSED,
  EMPTY_FILTER_DRAFT,
  eventsText,
  exportDoneText,
  filterDraftProblem,
  filtersFromDraft,
  PERSON_MAX_LENGTH,
  resultText,
  targetKindText,
  targetText,
  verifyOutcome,
} from './audit-rules';
import * as S from './audit-styled';
import { errorText } from './integration-rules';

/** Narrower than this, the events are stacked cards rather than a table's rows. */
export const AUDIT_TABLE_MIN_WIDTH_PX = 720;

/** Placeholder rows while the first page loads. */
const PLACEHOLDER_ROWS = 4;

/** After a refusal (403: no longer an admin), who may manage the organisation is asked again. */
function refreshAccessAfterRefusal(queryClient: QueryClient, error: unknown) {
  if (isConnectionsRefusal(error)) {
    void queryClient.invalidateQueries({ queryKey: organisationQuery().queryKey });
  }
}

/**
 * The Audit Log tab (System Settings), for an admin of a company's own organisation: the trail's
 * events newest first, filtered by person, action and days, a page at a time; each event's
 * details on demand; the filtered events as a CSV file; and a check that the chain is whole.
 * Its code loads when the tab is first opened; the page offers the tab to no one else.
 */
export function AuditLog() {
  const titleId = useId();
  const [filters, setFilters] = useState<AuditFilters>({});
  const { ref, isNarrow } = useNarrowContainer<HTMLElement>(AUDIT_TABLE_MIN_WIDTH_PX);
  const chain = useChainCheck();
  const csv = useCsvExport(filters);

  return (
    <S.Section ref={ref} aria-labelledby={titleId} data-ui="audit-log">
      <S.Header>
        <div>
          <h2 id={titleId}>Audit Log</h2>
          <p>
            Who changed what, who saw whose personal data, and when. Events cannot be edited; Verify
            chain checks that none was changed or removed.
          </p>
        </div>
        <S.Tools>
          <Button
            variant="outline"
            aria-disabled={chain.isChecking || undefined}
            onClick={chain.check}
          >
            {chain.isChecking ? 'Verifying…' : 'Verify chain'}
          </Button>
          <Button variant="outline" aria-disabled={csv.isBusy || undefined} onClick={csv.start}>
            {csv.isBusy ? 'Exporting…' : 'Export CSV'}
          </Button>
        </S.Tools>
      </S.Header>
      <S.StatusLine role="status" $tone={chain.outcome?.kind === 'intact' ? 'success' : 'info'}>
        {chain.status}
      </S.StatusLine>
      {chain.alert && <S.AlertLine role="alert">{chain.alert}</S.AlertLine>}
      <S.StatusLine role="status" $tone="info">
        {csv.status}
      </S.StatusLine>
      {csv.alert && <S.AlertLine role="alert">{csv.alert}</S.AlertLine>}
      <FiltersForm onApply={setFilters} />
      <AuditEvents filters={filters} isNarrow={isNarrow} />
    </S.Section>
  );
}

/** Verify chain: the check, what it found (intact: a status; broken or failed: an alert). */
function useChainCheck() {
  const queryClient = useQueryClient();
  const verify = useMutation(verifyAuditLogMutation(queryClient));
  const outcome = verify.data ? verifyOutcome(verify.data) : null;
  let status = '';
  let alert = '';
  if (verify.isPending) status = 'Checking the chain…';
  else if (verify.isError) alert = `Unable to verify the chain. ${errorText(verify.error)}`;
  else if (outcome?.kind === 'intact') status = outcome.text;
  else if (outcome?.kind === 'broken') alert = outcome.text;
  return {
    isChecking: verify.isPending,
    outcome: verify.isPending ? null : outcome,
    status,
    alert,
    check: () => {
      if (!verify.isPending) verify.mutate();
    },
  };
}

type ExportState =
  | { kind: 'idle' }
  | { kind: 'busy'; collected: number }
  | { kind: 'done'; text: string }
  | { kind: 'failed'; text: string };

/**
 * Export CSV: every event of the filters as applied (up to 10,000, newest first), as
 * `audit-log-YYYY-MM-DD.csv`. Progress and the outcome are said; leaving the tab stops it.
 */
function useCsvExport(filters: AuditFilters) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'busy', collected: 0 });
    try {
      const { events, isCut } = await collectAuditEvents(filters, {
        signal: controller.signal,
        onProgress: (collected) => setState({ kind: 'busy', collected }),
      });
      const name = auditExportFileName(new Date());
      downloadFile({
        name,
        blob: new Blob([auditEventsToCsv(events)], { type: 'text/csv;charset=utf-8' }),
      });
      setState({ kind: 'done', text: exportDoneText(name, events.length, isCut) });
    } catch (error) {
      if (controller.signal.aborted) return;
      refreshAccessAfterRefusal(queryClient, error);
      setState({ kind: 'failed', text: `Export failed. ${errorText(error)}` });
    } finally {
      running.current = null;
    }
  };

  return {
    isBusy: state.kind === 'busy',
    status:
      state.kind === 'busy'
        ? `Exporting… ${eventsText(state.collected)} so far`
        : state.kind === 'done'
          ? state.text
          : '',
    alert: state.kind === 'failed' ? state.text : '',
    start: () => void start(),
  };
}

/** Person, action, from and to; applied on Apply filters, all cleared on Clear. */
function FiltersForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const [draft, setDraft] = useState<AuditFilterDraft>(EMPTY_FILTER_DRAFT);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const problemId = `${id}-problem`;
  const set = (field: keyof AuditFilterDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = filterDraftProblem(draft);
    setProblem(found);
    if (!found) onApply(filtersFromDraft(draft));
  };
  const clear = (event: FormEvent) => {
    event.preventDefault();
    setDraft(EMPTY_FILTER_DRAFT);
    setProblem(null);
    onApply({});
  };
  const datesCrossed = problem === DATES_CROSSED;

  return (
    <S.Filters
      role="search"
      aria-label="Filter the audit events"
      // The dates' min and max guide the pickers; crossed dates are said here, not by the browser.
      noValidate
      onSubmit={apply}
      onReset={clear}
    >
      <S.Field>
        <label htmlFor={`${id}-person`}>Person</label>
        <S.Input
          id={`${id}-person`}
          type="text"
          value={draft.person}
          onChange={(event) => set('person')(event.target.value)}
          placeholder="Name or email"
          maxLength={PERSON_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
        />
      </S.Field>
      <S.Field>
        <label htmlFor={`${id}-action`}>Action</label>
        <S.Select
          id={`${id}-action`}
          value={draft.action}
          onChange={(event) => set('action')(event.target.value)}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </option>
          ))}
        </S.Select>
      </S.Field>
      <S.Field>
        <label htmlFor={`${id}-from`}>From</label>
        <S.Input
          id={`${id}-from`}
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(event) => set('from')(event.target.value)}
          aria-invalid={datesCrossed || undefined}
          aria-describedby={datesCrossed ? problemId : undefined}
        />
      </S.Field>
      <S.Field>
        <label htmlFor={`${id}-to`}>To</label>
        <S.Input
          id={`${id}-to`}
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(event) => set('to')(event.target.value)}
          aria-invalid={datesCrossed || undefined}
          aria-describedby={datesCrossed ? problemId : undefined}
        />
      </S.Field>
      {problem && (
        <S.FilterProblem id={problemId} role="alert">
          {problem}
        </S.FilterProblem>
      )}
      <S.FilterActions>
        <Button type="submit">Apply filters</Button>
        <Button type="reset" variant="outline">
          Clear
        </Button>
      </S.FilterActions>
    </S.Filters>
  );
}

/** The events of the applied filters: placeholders, a failure, none, or the table (cards when narrow) and Load more. */
function AuditEvents({ filters, isNarrow }: { filters: AuditFilters; isNarrow: boolean }) {
  const queryClient = useQueryClient();
  const events = useInfiniteQuery(auditEventsInfiniteQuery(filters));
  // The first event of the page Load more brought, which takes focus once it shows.
  const [focusId, setFocusId] = useState<number | null>(null);
  const { error } = events;
  useEffect(() => refreshAccessAfterRefusal(queryClient, error), [queryClient, error]);

  if (events.isPending) {
    return (
      <div aria-busy="true">
        <VisuallyHidden>Loading audit events</VisuallyHidden>
        <S.Placeholder aria-hidden="true">
          {Array.from({ length: PLACEHOLDER_ROWS }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length placeholder list
            <Skeleton key={row} height="1.25rem" width={row % 2 ? '70%' : '90%'} />
          ))}
        </S.Placeholder>
      </div>
    );
  }
  if (events.isError && !events.isFetchNextPageError) {
    return (
      <S.Notice role="alert">
        <p>Unable to load the audit events. {errorText(events.error)}</p>
        <Button variant="outline" onClick={() => events.refetch()}>
          Retry
        </Button>
      </S.Notice>
    );
  }
  const list = events.data.pages.flatMap((page) => page.events);
  if (list.length === 0) {
    return (
      <S.Notice>
        <p>No audit events match these filters</p>
      </S.Notice>
    );
  }

  const loadMore = async () => {
    if (events.isFetchingNextPage) return;
    const result = await events.fetchNextPage();
    const first = result.isError ? undefined : result.data?.pages.at(-1)?.events[0];
    if (first) setFocusId(first.id);
  };
  const Events = isNarrow ? EventCards : EventTable;
  return (
    <>
      <Events events={list} focusId={focusId} />
      {events.isFetchNextPageError && (
        <S.AlertLine role="alert">
          Unable to load more events. {errorText(events.error)} Press Load more to try again.
        </S.AlertLine>
      )}
      <S.More>
        <span role="status">
          {events.hasNextPage
            ? `${eventsText(list.length)} shown`
            : `All ${eventsText(list.length)} shown`}
        </span>
        {events.hasNextPage && (
          <Button
            variant="outline"
            aria-disabled={events.isFetchingNextPage || undefined}
            onClick={() => void loadMore()}
          >
            {events.isFetchingNextPage ? 'Loading more…' : 'Load more'}
          </Button>
        )}
      </S.More>
    </>
  );
}

interface EventsProps {
  events: AuditEvent[];
  /** The event that takes focus as it shows (the first of a page Load more brought). */
  focusId: number | null;
}

/** Focuses an element as it mounts: a row Load more brought. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

const CAPTION = 'Audit events, newest first';

/** Wide: a table, one row per event and, when opened, a row of its details under it. */
function EventTable({ events, focusId }: EventsProps) {
  return (
    <S.TableFrame>
      <S.Table>
        <caption>{CAPTION}</caption>
        <colgroup>
          <S.Column $width="11rem" />
          <S.Column />
          <S.Column />
          <S.Column />
          <S.Column $width="9rem" />
          <S.Column $width="8rem" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Actor</th>
            <th scope="col">Action</th>
            <th scope="col">Target</th>
            <th scope="col">Result</th>
            <th scope="col">
              <VisuallyHidden>Details</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <EventRows key={event.id} event={event} takesFocus={event.id === focusId} />
          ))}
        </tbody>
      </S.Table>
    </S.TableFrame>
  );
}

function EventRows({ event, takesFocus }: { event: AuditEvent; takesFocus: boolean }) {
  const details = useDisclosure();
  return (
    <>
      <tr
        data-ui="audit-event"
        tabIndex={takesFocus ? -1 : undefined}
        ref={takesFocus ? focusOnMount : undefined}
      >
        <th scope="row">
          <EventTime at={event.at} />
        </th>
        <td>{event.actor.label}</td>
        <td>{actionText(event.action)}</td>
        <td>
          <EventTarget target={event.target} />
        </td>
        <td>
          <EventResult event={event} />
        </td>
        <td>
          <DetailsButton event={event} disclosure={details} />
        </td>
      </tr>
      <tr id={details.id} data-details="" hidden={!details.isOpen}>
        <td colSpan={6}>{details.isOpen && <EventDetails event={event} />}</td>
      </tr>
    </>
  );
}

/** Narrow: one card per event, with the table's columns as labelled facts. */
function EventCards({ events, focusId }: EventsProps) {
  return (
    <S.CardList aria-label={CAPTION}>
      {events.map((event) => (
        <EventCard key={event.id} event={event} takesFocus={event.id === focusId} />
      ))}
    </S.CardList>
  );
}

function EventCard({ event, takesFocus }: { event: AuditEvent; takesFocus: boolean }) {
  const details = useDisclosure();
  return (
    <S.Card
      data-ui="audit-event"
      tabIndex={takesFocus ? -1 : undefined}
      ref={takesFocus ? focusOnMount : undefined}
    >
      <S.Facts>
        <div data-wide="">
          <dt>Time</dt>
          <dd>
            <EventTime at={event.at} />
          </dd>
        </div>
        <div data-wide="">
          <dt>Actor</dt>
          <dd>{event.actor.label}</dd>
        </div>
        <div>
          <dt>Action</dt>
          <dd>{actionText(event.action)}</dd>
        </div>
        <div>
          <dt>Target</dt>
          <dd>
            <EventTarget target={event.target} />
          </dd>
        </div>
        <div>
          <dt>Result</dt>
          <dd>
            <EventResult event={event} />
          </dd>
        </div>
      </S.Facts>
      <div>
        <DetailsButton event={event} disclosure={details} />
      </div>
      <div id={details.id} hidden={!details.isOpen}>
        {details.isOpen && <EventDetails event={event} />}
      </div>
    </S.Card>
  );
}

function useDisclosure() {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const toggle = useCallback(() => setIsOpen((open) => !open), []);
  return { id, isOpen, toggle };
}

function DetailsButton({
  event,
  disclosure,
}: {
  event: AuditEvent;
  disclosure: ReturnType<typeof useDisclosure>;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-expanded={disclosure.isOpen}
      aria-controls={disclosure.id}
      onClick={disclosure.toggle}
    >
      Details <VisuallyHidden>of event #{event.id}</VisuallyHidden>
    </Button>
  );
}

function EventTime({ at }: { at: string }) {
  return <time dateTime={at}>{auditTimeText(at)}</time>;
}

function EventTarget({ target }: { target: AuditEvent['target'] }) {
  const kind = targetKindText(target);
  return (
    <>
      {targetText(target)}
      {kind && <S.Muted>{kind}</S.Muted>}
    </>
  );
}

function EventResult({ event }: { event: AuditEvent }) {
  if (event.result === 'ok') return <>{resultText(event)}</>;
  return <Badge variant="warning">{resultText(event)}</Badge>;
}

const NOT_RECORDED = 'Not recorded';

/** What an event holds beyond its row: its number, changes, detail, IP, user agent and request id. */
function EventDetails({ event }: { event: AuditEvent }) {
  const changes = Object.entries(event.changes ?? {});
  const detail = Object.entries(event.detail ?? {});
  return (
    <S.Details>
      <dt>Event</dt>
      <dd>#{event.id}</dd>
      <dt>Changes</dt>
      <dd>
        {changes.length === 0 ? (
          'None'
        ) : (
          <ul>
            {changes.map(([field, { before, after }]) => (
              <li key={field}>
                <code>{field}</code>: {auditValueText(before)} <span aria-hidden="true">→</span>{' '}
                <VisuallyHidden>changed to</VisuallyHidden> {auditValueText(after)}
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt>Detail</dt>
      <dd>
        {detail.length === 0 ? (
          'None'
        ) : (
          <ul>
            {detail.map(([key, value]) => (
              <li key={key}>
                <code>{key}</code>: {auditValueText(value)}
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt>IP address</dt>
      <dd>{event.ip ?? NOT_RECORDED}</dd>
      <dt>User agent</dt>
      <dd>{event.userAgent ?? NOT_RECORDED}</dd>
      <dt>Request ID</dt>
      <dd>{event.requestId ? <code>{event.requestId}</code> : NOT_RECORDED}</dd>
    </S.Details>
  );
}
