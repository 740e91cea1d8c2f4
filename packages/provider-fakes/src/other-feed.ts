import {
  type FakeAnswer,
  type FakeFaults,
  type FakeRequest,
  type FakeServer,
  jsonAnswer,
  shouldFailPage,
  startProviderServer,
} from './server';

/**
 * A fake of the suite's own feed contract (version 1, apps/api/docs/other-feed.md): an HRIS feed
 * at `/hris`, an ATS feed at `/ats` and a financial feed at `/financial`, each paged with `?page=N` and a `next` URL in the body,
 * behind `Authorization: Bearer <apiKey>`. Records are served as given (they are meant to follow
 * the contract, or to break it on purpose).
 */

type FeedRecord = Record<string, unknown>;

export interface OtherFeedFakeOptions {
  apiKey: string;
  people?: FeedRecord[];
  timeOff?: FeedRecord[];
  jobs?: FeedRecord[];
  applications?: FeedRecord[];
  /** The financial feed's monthly amounts (`lines`) and month-end cash (`cash`). */
  financialLines?: FeedRecord[];
  cash?: FeedRecord[];
  /** The financial feed's currency; USD unless given. A function answers it per page number. */
  currency?: string | ((page: number) => string);
  /** The financial feed's first month of the fiscal year (1–12), per page number; absent unless given. */
  fiscalYearStartMonth?: (page: number) => number | undefined;
  /** Records of each array per page; 2 unless given. */
  pageSize?: number;
  faults?: FakeFaults;
  /** Answer 429 with `Retry-After: 1` to every Nth feed request. */
  rateLimitEvery?: number;
  /** Next links point to this origin instead of the fake's own. */
  nextOrigin?: string;
  /** Next links are relative (`?page=2`) instead of absolute. */
  relativeNext?: boolean;
  /** The last page links back to the first (the endpoint itself) instead of ending. */
  loop?: boolean;
  /** The `version` the pages declare; 1 unless given. */
  version?: number;
  port?: number;
}

export interface OtherFeedFake extends FakeServer {
  /** The API Endpoint of an "Other" HRIS integration served by this fake. */
  hrisEndpoint: string;
  /** The API Endpoint of an "Other" ATS integration served by this fake. */
  atsEndpoint: string;
  /** The API Endpoint of an "Other" financial integration served by this fake. */
  financialEndpoint: string;
  /** Feed requests so far. */
  feedRequests(): FakeRequest[];
}

export async function startOtherFeedFake(options: OtherFeedFakeOptions): Promise<OtherFeedFake> {
  const faults = options.faults ?? {};
  const pageSize = Math.max(1, options.pageSize ?? 2);
  const feeds: Record<string, Record<string, FeedRecord[]>> = {
    '/hris': { people: options.people ?? [], timeOff: options.timeOff ?? [] },
    '/ats': { jobs: options.jobs ?? [], applications: options.applications ?? [] },
    '/financial': { lines: options.financialLines ?? [], cash: options.cash ?? [] },
  };
  const feedPaths = Object.keys(feeds);
  let count = 0;
  let origin = '';

  function page(request: FakeRequest, path: string): FakeAnswer {
    count += 1;
    if (options.rateLimitEvery && count % options.rateLimitEvery === 0) {
      return {
        status: 429,
        headers: { 'retry-after': '1', 'x-ratelimit-remaining': '0' },
        json: { error: 'slow down' },
      };
    }
    if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return { status: 401, json: { error: 'invalid key' } };
    }
    const number = Number(request.url.searchParams.get('page') ?? '1');
    if (!Number.isInteger(number) || number < 1) return { status: 400, json: { error: 'page' } };
    const failure = shouldFailPage(faults, number);
    if (failure) return failure;
    if (faults.notJson) return { headers: { 'content-type': 'application/json' }, raw: 'not json' };

    const arrays = feeds[path] as Record<string, FeedRecord[]>;
    const body: Record<string, unknown> = { version: options.version ?? 1 };
    if (path === '/financial') {
      body.currency =
        typeof options.currency === 'function'
          ? options.currency(number)
          : (options.currency ?? 'USD');
      const firstMonth = options.fiscalYearStartMonth?.(number);
      if (firstMonth !== undefined) body.fiscalYearStartMonth = firstMonth;
    }
    let more = false;
    for (const [name, records] of Object.entries(arrays)) {
      const slice: unknown[] = records.slice((number - 1) * pageSize, number * pageSize);
      if (
        number === 1 &&
        faults.malformedRecord !== undefined &&
        faults.malformedRecord < slice.length
      ) {
        slice[faults.malformedRecord] = { sourceId: 7, name: null };
        // Only the first array of the first page is broken.
        faults.malformedRecord = undefined;
      }
      body[name] = slice;
      if (records.length > number * pageSize) more = true;
    }
    const nextPath = more ? `${path}?page=${number + 1}` : options.loop ? path : null;
    body.next =
      nextPath === null
        ? null
        : options.relativeNext
          ? nextPath.slice(path.length)
          : `${options.nextOrigin ?? origin}${nextPath}`;
    return jsonAnswer(body, faults);
  }

  const server = await startProviderServer(
    (request) => {
      const path = request.url.pathname;
      return request.method === 'GET' && feedPaths.includes(path)
        ? page(request, path)
        : { status: 404, json: { error: 'not found' } };
    },
    faults,
    options.port,
  );
  origin = server.origin;
  return {
    ...server,
    hrisEndpoint: `${server.origin}/hris`,
    atsEndpoint: `${server.origin}/ats`,
    financialEndpoint: `${server.origin}/financial`,
    feedRequests: () =>
      server.requests.filter((request) => feedPaths.includes(request.url.pathname)),
  };
}
