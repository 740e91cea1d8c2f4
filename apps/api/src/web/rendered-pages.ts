import { performance } from 'node:perf_hooks';
import { ENDPOINTS } from '@q/schemas/api';
import type { User } from '@q/schemas/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type DataStamp, setBounded } from '../caching/data-version.js';
import { compressedFormsOffThread, type EncodedForms } from '../http/compression.js';

/**
 * Renders at most this many pages at once. A render is CPU on the only thread: a second one in
 * parallel only makes both, and every API call behind them, wait longer.
 */
export const MAX_RENDERS_IN_FLIGHT = 1;

/**
 * How long a visit waits for the bound to let its render through before it is answered bare.
 * Waiting costs the thread nothing; two visitors a moment apart both get a rendered page, while
 * a crowd is shed after this long instead of piling up.
 */
export const RENDER_WAIT_MS = 250;

/** Kept pages (about 220 KB each with their compressed forms) beyond this: the oldest go. */
const MAX_KEPT_PAGES = 100;

/**
 * A signed-in viewer's kept page is rendered again after this long at the latest, even with no
 * write in between: a call that changes on its own (the Workday reads) and answered empty may
 * answer otherwise now. A visitor's live calls always answer empty (no session, no integration):
 * the visitor's page is kept until a write.
 */
export const KEPT_PAGE_MAX_AGE_MS = 30_000;

/**
 * A render of a page that took longer than this (the entry and filling the page) is not done
 * again for that viewer while the data stands where it stood, for `KEPT_PAGE_MAX_AGE_MS` at
 * most: the page is answered bare and the browser renders it, until a write or a sync changes
 * what it shows or the pause is over (a render slowed down once by a busy machine is tried
 * again). A render is about 45 ms.
 */
export const RENDER_TIME_BUDGET_MS = 500;

/** How a page was answered: from memory, rendered now, or bare (the browser renders it). */
export type PageOutcome = 'kept' | 'rendered' | 'bare';

interface KeptPage {
  html: string;
  /** Compressed once, when kept. */
  encoded: EncodedForms;
  /** What the data stood at when its answers were read. */
  stamp: DataStamp;
  keptAt: number;
  /** Whether it is a visitor's page (no age limit). */
  isVisitor: boolean;
}

/**
 * The GETs whose answers may change with no write through the API (no `cache` scope in their
 * declaration: the Workday reads ask an outside source). A page rendered with a non-empty answer
 * of one of them is never kept.
 */
const LIVE_CALLS: ReadonlySet<string> = new Set(
  ENDPOINTS.filter(([, declaration]) => declaration.method === 'GET' && !declaration.cache).map(
    ([, declaration]) => declaration.path,
  ),
);

const isEmptyAnswer = (answer: unknown) =>
  answer === null || (Array.isArray(answer) && answer.length === 0);

/** Whether a page rendered with these answers of its calls may be kept. */
export function isKeepable(calls: readonly string[], answers: Record<string, unknown>): boolean {
  return calls.every((path) => {
    // A call that failed or came late left a widget to the browser: render it again next time.
    if (!(path in answers)) return false;
    return !LIVE_CALLS.has(path) || isEmptyAnswer(answers[path]);
  });
}

/** Where a page goes among the kept ones, and the data stamp its visit stands at. */
export interface PageKey {
  key: string;
  stamp: DataStamp;
  isVisitor: boolean;
}

/**
 * The pages rendered on the server, kept per (URL, viewer) at the data stamp they were read at,
 * and the bound on renders: beyond `MAX_RENDERS_IN_FLIGHT`, or while the thread is owed the time
 * the last render took (renders take at most half of it), a page is answered bare.
 *
 * Kept pages follow the read cache's rule (`data-version.ts`): one is served only while its stamp
 * is current — any write through any process puts it out of date, and one found out of date
 * empties them all — and only to the viewer it was rendered for: the key holds the user's id or
 * 'visitor', told by the page's own `/api/auth/me` read, never by the cookie alone.
 */
export function renderedPages(app: FastifyInstance) {
  const kept = new Map<string, KeptPage>();
  /** Pages whose last render exceeded the time budget: the stamp it was read at, and when. */
  const tooSlow = new Map<string, { stamp: DataStamp; at: number }>();
  // Without the data version (a bare test server) nothing can be known current: nothing is kept.
  const canKeep = app.hasRequestDecorator('dataStamp');
  let inFlight = 0;
  let idleUntil = 0;
  // Page visits waiting for their turn, and whether the next turn is scheduled.
  const waiting: Array<() => void> = [];
  let isTurnScheduled = false;
  const nextTurn = () => {
    isTurnScheduled = false;
    waiting.shift()?.();
    if (waiting.length > 0) scheduleTurn();
  };
  const scheduleTurn = () => {
    if (isTurnScheduled) return;
    isTurnScheduled = true;
    setImmediate(nextTurn);
  };

  return {
    /**
     * Resolves at this visit's turn: one page visit starts per turn of the event loop, so what
     * else arrived meanwhile (the API calls) is answered in between, however many clients load
     * pages at once, rather than after all of them.
     */
    turn(): Promise<void> {
      return new Promise((resolve) => {
        waiting.push(resolve);
        scheduleTurn();
      });
    },

    /** The key of a page visit, or null when the page must not be kept. */
    async keyOf(request: FastifyRequest, viewer: User | null | undefined): Promise<PageKey | null> {
      if (!canKeep || viewer === undefined || request.url.includes('?')) return null;
      const stamp = await request.dataStamp();
      if (!stamp) return null;
      const key = `${request.url}#${viewer ? `user:${viewer.id}` : 'visitor'}`;
      return { key, stamp, isVisitor: viewer === null };
    },

    /** The kept page for this key, if it is current. */
    find({ key, stamp }: PageKey): KeptPage | undefined {
      const page = kept.get(key);
      if (!page) return undefined;
      if (!app.dataVersion.isCurrent(page.stamp, stamp)) {
        // One page out of date: so is every page read before it.
        kept.clear();
        return undefined;
      }
      if (!page.isVisitor && performance.now() - page.keptAt > KEPT_PAGE_MAX_AGE_MS) {
        kept.delete(key);
        return undefined;
      }
      return page;
    },

    /**
     * Whether this page's last render, at the current data stamp, exceeded the time budget
     * (`RENDER_TIME_BUDGET_MS`): it is answered bare until the data changes.
     */
    isTooSlow({ key, stamp }: PageKey): boolean {
      const slow = tooSlow.get(key);
      if (!slow) return false;
      const isPaused = performance.now() - slow.at <= KEPT_PAGE_MAX_AGE_MS;
      if (isPaused && app.dataVersion.isCurrent(slow.stamp, stamp)) return true;
      tooSlow.delete(key);
      return false;
    },

    /** Notes a render's time: beyond the budget, the page is answered bare at this stamp. */
    noteRenderTime({ key, stamp }: PageKey, ms: number): void {
      if (ms > RENDER_TIME_BUDGET_MS) {
        setBounded(tooSlow, key, { stamp, at: performance.now() }, MAX_KEPT_PAGES);
      }
    },

    /**
     * Keeps a page, compressed once now (a large one off the main thread), unless a write went
     * through while it was read or compressed.
     */
    async keep({ key, stamp, isVisitor }: PageKey, html: string): Promise<KeptPage | undefined> {
      if (!app.dataVersion.hasNoWriteSince(stamp)) return undefined;
      const encoded = await compressedFormsOffThread(html);
      if (!app.dataVersion.hasNoWriteSince(stamp)) return undefined;
      const page = { html, encoded, stamp, keptAt: performance.now(), isVisitor };
      setBounded(kept, key, page, MAX_KEPT_PAGES);
      return page;
    },

    /**
     * Runs `render` once the bound allows it, waiting at most `RENDER_WAIT_MS` (undefined
     * otherwise): one render at a time, and none until as long as the last one took has passed
     * since it ended.
     */
    async bounded<T>(render: () => Promise<T>): Promise<T | undefined> {
      const isBusy = () => inFlight >= MAX_RENDERS_IN_FLIGHT || performance.now() < idleUntil;
      const giveUpAt = performance.now() + RENDER_WAIT_MS;
      while (isBusy()) {
        const now = performance.now();
        if (now >= giveUpAt) return undefined;
        const untilIdle = inFlight >= MAX_RENDERS_IN_FLIGHT ? 5 : idleUntil - now;
        await new Promise((resolve) =>
          setTimeout(resolve, Math.min(giveUpAt - now, untilIdle, 20)),
        );
      }
      // Checked and taken in one step: nothing runs between the last check and this line.
      inFlight += 1;
      try {
        return await render();
      } finally {
        inFlight -= 1;
      }
    },

    /** Times the CPU part of a render (the entry and filling the page), for the bound. */
    async timed<T>(work: () => Promise<T>): Promise<T> {
      const started = performance.now();
      try {
        return await work();
      } finally {
        const ended = performance.now();
        idleUntil = ended + (ended - started);
      }
    },
  };
}
