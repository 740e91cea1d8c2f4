import type { FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { type DataStamp, setBounded } from '../caching/data-version.js';
import { auditReadMarks } from '../db/schema.js';
import { type AuditRule, isChangeRule } from './audited-calls.js';
import { type AuditTrail, createAuditTrail, type NewAuditEvent } from './trail.js';

/** An event as a handler gives it: who, where from and which organisation come from the request. */
export type RequestAuditEvent = Omit<
  NewAuditEvent,
  'actor' | 'organisationId' | 'ip' | 'userAgent' | 'requestId'
> & {
  /** By default the signed-in user. */
  actor?: NewAuditEvent['actor'];
  /** By default the signed-in user's organisation. */
  organisationId?: number | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    auditTrail: AuditTrail;
  }
  interface FastifyRequest {
    /** Appends an event about this request to the audit trail (client IP, user agent, id). */
    audit(event: RequestAuditEvent): Promise<void>;
  }
  interface FastifyContextConfig {
    /** What the audit trail records of this call (`audited-calls.ts`). */
    audit?: AuditRule;
  }
}

/** Reads of personal data recorded, remembered in memory so a repeated read costs no query. */
const MAX_REMEMBERED_READS = 20_000;

/** A refusal worth recording: the call was understood, and not allowed or not possible. */
const RECORDED_REFUSALS = new Set([403, 404, 409]);

/**
 * The audit trail's wiring: `app.auditTrail`, `request.audit(…)` for the handlers, and hooks on
 * the calls whose rule records something (none on the others) that record, after the answer has
 * left, what no handler sees — a refused change (403, 404, 409: under the call's action, with
 * the status) and a read of individual people's personal data (`personal-read` calls): once per
 * viewer, call and data version, whichever process served it first (`audit_read_marks`), and
 * without a query when this process already recorded it.
 */
export interface AuditPluginOptions {
  /** How long a queued event waits at most for the writes under way beside it (ms). */
  groupCommitMs?: number;
}

type RouteHookName = 'onRequest' | 'onSend' | 'onRequestAbort' | 'onResponse';

/** Adds `hook` after the route's own hooks of that name (a route gives one, a list or none). */
function addRouteHook<Name extends RouteHookName>(
  route: RouteOptions,
  name: Name,
  hook: Extract<NonNullable<RouteOptions[Name]>, (...args: never[]) => unknown>,
) {
  const own: unknown = route[name];
  const list = own === undefined ? [] : Array.isArray(own) ? own : [own];
  (route as Record<RouteHookName, unknown>)[name] = [...list, hook];
}

const auditPlugin: FastifyPluginAsync<AuditPluginOptions> = async (app, options) => {
  /**
   * The requests of calls that change something (their rule names an action) that have neither
   * recorded an event nor answered yet: the trail's queued events wait for theirs, for
   * `groupCommitMs` at most, to be written in one statement with them.
   */
  const writesUnderWay = new Set<FastifyRequest>();
  const trail = createAuditTrail(app.db, {
    expectsMore: () => writesUnderWay.size > 0,
    ...(options.groupCommitMs !== undefined && { maxWaitMs: options.groupCommitMs }),
  });
  app.decorate('auditTrail', trail);

  /** The request is no longer on its way to an event (it recorded one, or answered). */
  const arrived = (request: FastifyRequest) => writesUnderWay.delete(request);

  /** Its answer is decided, or its client went away: no event of its own is on its way now. */
  const answered = (request: FastifyRequest) => {
    if (arrived(request)) trail.nudge();
  };

  app.decorateRequest(
    'audit',
    async function audit(this: FastifyRequest, event: RequestAuditEvent) {
      arrived(this);
      const user = this.user;
      const actor =
        event.actor ??
        (user
          ? { kind: 'user' as const, userId: user.id, label: user.email }
          : { kind: 'system' as const, label: 'anonymous' });
      await trail.append({
        ...event,
        actor,
        organisationId:
          event.organisationId !== undefined ? event.organisationId : this.organisationId,
        ip: this.ip,
        userAgent: this.headers['user-agent'] ?? null,
        requestId: this.id,
      });
    },
  );

  const remembered = new Map<string, true>();
  // The data version: the shared one on PostgreSQL, this process's writes on PGlite.
  const versionOf = (stamp: DataStamp) => stamp.version || `g${stamp.generation}`;
  const readKey = (userId: number, call: string, stamp: DataStamp) =>
    `${userId}|${call}|${versionOf(stamp)}`;

  async function recordRead(request: FastifyRequest, call: string) {
    const user = request.user;
    const stamp = await request.dataStamp();
    if (!user || !stamp) return;
    const version = versionOf(stamp);
    const key = readKey(user.id, call, stamp);
    if (remembered.has(key)) return;
    const sources = await app.syncedData.dataSources({ userId: user.id, stamp });
    // The sample company is nobody's personal data (a sync moves the data version on).
    if (sources.team.state === 'sample' && sources.goals.state === 'sample') {
      setBounded(remembered, key, true, MAX_REMEMBERED_READS);
      return;
    }
    const scope = await app.syncedData.viewerScope({ userId: user.id, stamp });
    // Someone whose scope holds no one but themselves read no one else's data.
    const others = scope.everyone ? null : scope.people.size - (scope.person ? 1 : 0);
    if (others === 0) {
      setBounded(remembered, key, true, MAX_REMEMBERED_READS);
      return;
    }
    const marked = await app.db
      .insert(auditReadMarks)
      .values({ userId: user.id, call, dataVersion: version })
      .onConflictDoNothing()
      .returning({ userId: auditReadMarks.userId });
    setBounded(remembered, key, true, MAX_REMEMBERED_READS);
    if (marked.length === 0) return;
    await request.audit({
      action: 'hr-data-viewed',
      target: {
        type: 'people',
        id: null,
        label: scope.everyone ? 'everyone' : 'their reporting line',
      },
      detail: { call, everyone: scope.everyone, people: others },
    });
  }

  /** Ends the hook once `recording` has stored its event; one that could not be is logged. */
  const afterRecording = (request: FastifyRequest, recording: Promise<void>, done: () => void) => {
    recording.then(
      () => done(),
      (error: unknown) => {
        request.log.error({ err: error }, 'could not record an audit event');
        done();
      },
    );
  };

  // The hooks go on the calls whose rule records something, and on no other: a call knows its
  // rule and path from here, with nothing looked up per request. Callbacks, not async functions:
  // a kept read whose event is already written (nearly every request to a personal read) passes
  // with no promise made.
  app.addHook('onRoute', (route) => {
    const rule = route.config?.audit;
    const call = route.url;
    if (rule === 'personal-read') {
      addRouteHook(route, 'onResponse', function auditPersonalRead(request, reply, done) {
        const user = request.user;
        if (!user || (reply.statusCode !== 200 && reply.statusCode !== 304)) return done();
        const stamp = request.settledDataStamp();
        if (stamp && remembered.has(readKey(user.id, call, stamp))) return done();
        afterRecording(request, recordRead(request, call), done);
      });
      return;
    }
    if (!isChangeRule(rule)) return;
    addRouteHook(route, 'onRequest', function auditUnderWay(request, _reply, done) {
      writesUnderWay.add(request);
      done();
    });
    // onSend, not onResponse: the response's end, which onResponse waits for, may come later.
    addRouteHook(route, 'onSend', function auditAnswered(request, _reply, payload, done) {
      answered(request);
      done(null, payload);
    });
    addRouteHook(route, 'onRequestAbort', function auditAbandoned(request, done) {
      answered(request);
      done();
    });
    addRouteHook(route, 'onResponse', function auditRefusal(request, reply, done) {
      answered(request);
      if (!request.user || !RECORDED_REFUSALS.has(reply.statusCode)) return done();
      const refusal = request.audit({
        action: rule,
        target: { type: 'call', id: `${request.method} ${call}` },
        result: 'refused',
        status: reply.statusCode,
      });
      afterRecording(request, refusal, done);
    });
  });
};

export default fp(auditPlugin, {
  name: 'audit',
  dependencies: ['db', 'auth', 'memberships', 'synced-data'],
});
