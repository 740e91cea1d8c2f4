import { AUDIT_API } from '@q/schemas/api/audit';
import type {
  AuditAction,
  AuditEvent,
  AuditEventsResponse,
  AuditVerifyResponse,
} from '@q/schemas/audit';
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { endpointRequest } from '../endpoint';
import { apiRequest, type ResponseSchema } from '../http';
import { isConnectionsRefusal, organisationQuery } from './integrations';

/**
 * The audit trail, as the browser reads it: the organisation's events for its admins (System
 * Settings, "Audit Log": filtered, a page at a time, newest first, and exported whole), the chain
 * check, and the events about the signed-in person ("Who viewed my data"). The list and the chain
 * are admins' only (403 for anyone else): ask them only for a viewer whom `organisationQuery()`
 * says may manage who has access (`canManageAccess`).
 */

/** The Audit Log's filters, as applied: absent or empty means any. */
export interface AuditFilters {
  /** Part of a person's email or name (the actor, or the one the event is about). */
  person?: string;
  action?: AuditAction;
  /** From this UTC day (YYYY-MM-DD), inclusive. */
  from?: string;
  /** To this UTC day (YYYY-MM-DD), inclusive. */
  to?: string;
}

/** Events per page of the Audit Log. */
export const AUDIT_LIST_PAGE_SIZE = 50;
/** Events per page of "Who viewed my data". */
export const MY_AUDIT_PAGE_SIZE = 20;
/** The most events an export holds; past them the export says it was cut. */
export const AUDIT_EXPORT_MAX = 10_000;
/** Events per request of an export: the most a page may hold (`AUDIT_PAGE_MAX`). */
const AUDIT_EXPORT_PAGE_SIZE = 200;

/** The filters without their empty parts, the person trimmed: equal filters, one cache entry. */
export function normaliseAuditFilters(filters: AuditFilters): AuditFilters {
  const person = filters.person?.trim();
  return {
    ...(person ? { person } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

/**
 * The URL of one page of the list: the filters, the page's size and, after the first page, the
 * cursor (`before`: the previous page's `next`).
 */
export function auditEventsUrl(
  filters: AuditFilters,
  { limit, before }: { limit: number; before?: number },
): string {
  const { person, action, from, to } = normaliseAuditFilters(filters);
  const search = new URLSearchParams();
  if (person) search.set('person', person);
  if (action) search.set('action', action);
  if (from) search.set('from', from);
  if (to) search.set('to', to);
  search.set('limit', String(limit));
  if (before !== undefined) search.set('before', String(before));
  return `${AUDIT_API.listAuditEvents.path}?${search}`;
}

/** The URL of one page of the signed-in person's events. */
export function myAuditEventsUrl({ limit, before }: { limit: number; before?: number }): string {
  const search = new URLSearchParams({ limit: String(limit) });
  if (before !== undefined) search.set('before', String(before));
  return `${AUDIT_API.myAuditEvents.path}?${search}`;
}

/**
 * GETs one page and validates it. The request and the schemas' chunk load side by side, as
 * `endpointQuery` does: zod is not waited for before the request is even sent.
 */
async function readEventsPage(
  declaration: typeof AUDIT_API.listAuditEvents | typeof AUDIT_API.myAuditEvents,
  url: string,
  signal?: AbortSignal,
): Promise<AuditEventsResponse> {
  const [{ response }, data] = await Promise.all([
    declaration.schemas(),
    apiRequest('GET', url, undefined, { signal }),
  ]);
  return (response as ResponseSchema<AuditEventsResponse>).parse(data);
}

const nextPage = (page: AuditEventsResponse) => page.next ?? undefined;

/**
 * GET /api/audit-events, a page of 50 at a time, newest first: keyed by the path and the
 * (normalised) filters, so that changing a filter starts again from the newest event.
 */
export function auditEventsInfiniteQuery(filters: AuditFilters) {
  const applied = normaliseAuditFilters(filters);
  return infiniteQueryOptions({
    queryKey: [AUDIT_API.listAuditEvents.path, applied] as const,
    queryFn: ({ pageParam, signal }) =>
      readEventsPage(
        AUDIT_API.listAuditEvents,
        auditEventsUrl(applied, { limit: AUDIT_LIST_PAGE_SIZE, before: pageParam }),
        signal,
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextPage,
  });
}

/** GET /api/me/audit-events: the events about the signed-in person, newest first. */
export function myAuditEventsInfiniteQuery() {
  return infiniteQueryOptions({
    queryKey: [AUDIT_API.myAuditEvents.path] as const,
    queryFn: ({ pageParam, signal }) =>
      readEventsPage(
        AUDIT_API.myAuditEvents,
        myAuditEventsUrl({ limit: MY_AUDIT_PAGE_SIZE, before: pageParam }),
        signal,
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextPage,
  });
}

export interface CollectedAuditEvents {
  /** Newest first. */
  events: AuditEvent[];
  /** Whether more events matched than were collected (`AUDIT_EXPORT_MAX`). */
  isCut: boolean;
}

/**
 * Every event the filters match, newest first, for an export: pages of 200 until the last, or
 * until `max` events (then `isCut`). `onProgress` hears the count after each page.
 */
export async function collectAuditEvents(
  filters: AuditFilters,
  {
    max = AUDIT_EXPORT_MAX,
    signal,
    onProgress,
  }: { max?: number; signal?: AbortSignal; onProgress?: (collected: number) => void } = {},
): Promise<CollectedAuditEvents> {
  const events: AuditEvent[] = [];
  let before: number | undefined;
  for (;;) {
    const limit = Math.min(AUDIT_EXPORT_PAGE_SIZE, max - events.length);
    const page = await readEventsPage(
      AUDIT_API.listAuditEvents,
      auditEventsUrl(filters, { limit, before }),
      signal,
    );
    events.push(...page.events);
    onProgress?.(events.length);
    // An empty page that names a next one would never end: the trail is read as it stands.
    if (page.next === null || page.events.length === 0) return { events, isCut: false };
    if (events.length >= max) return { events, isCut: true };
    before = page.next;
  }
}

/**
 * GET /api/audit-events/verify, on the admin's demand (a mutation: each press checks the chain
 * as it is then). A refusal (403: no longer an admin) asks again who may manage the
 * organisation, so that the page stops offering the Audit Log.
 */
export function verifyAuditLogMutation(queryClient: QueryClient) {
  return {
    mutationKey: [AUDIT_API.verifyAuditLog.path] as const,
    mutationFn: (): Promise<AuditVerifyResponse> => endpointRequest(AUDIT_API.verifyAuditLog),
    onError: async (error: Error) => {
      if (!isConnectionsRefusal(error)) return;
      await queryClient.invalidateQueries({ queryKey: organisationQuery().queryKey });
    },
  };
}
