import type { User } from '@q/schemas/auth';
import type { PageRequest } from '@q/schemas/server-render';
import { TEST_MANAGER } from '@q/schemas/testing/users';
import { createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  createThingRouteTree,
  DETAIL_LINE_COUNT,
  THING_PATH,
  THING_URL,
  type Thing,
} from '../test/server-rendered-app';
import { createAppQueryClient } from './query-client';
import { renderPage } from './render-to-html';
import { localIsoDay } from './rendered-day';

const ada = TEST_MANAGER;

const THING: Thing = { title: 'The seeded thing' };

function requestFor(url: string, overrides: Partial<PageRequest> = {}): PageRequest {
  return { url, user: null, answers: {}, ...overrides };
}

/** Renders the thing app's page for `request`, as its server entry does. */
function renderThingPage(request: PageRequest) {
  return renderPage(request, (server) => ({
    router: createRouter({ routeTree: createThingRouteTree(), ...server }),
    queryClient: createAppQueryClient(),
  }));
}

describe('renderPage', () => {
  it('renders the page with the answers it was given, asking the server for nothing', async () => {
    const fetchMock = vi.mocked(fetch);

    const { html } = await renderThingPage(
      requestFor(THING_URL, { answers: { [THING_PATH]: THING } }),
    );

    expect(html).toContain('The seeded thing');
    expect(html).not.toContain('Loading the thing');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renders a query without an answer in its loading state', async () => {
    const { html } = await renderThingPage(requestFor(THING_URL));

    expect(html).toContain('Loading the thing');
  });

  it('waits for lazily loaded parts and puts them inline, without any script', async () => {
    const { html } = await renderThingPage(
      requestFor(THING_URL, { answers: { [THING_PATH]: THING } }),
    );

    expect(html).toContain('Detail line 1 of the thing');
    expect(html).toContain(`Detail line ${DETAIL_LINE_COUNT} of the thing`);
    expect(html).not.toContain('Loading details');
    // The pages' policy forbids inline scripts: no part may be sent late and swapped in.
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<template/i);
  });

  it('collects the CSS of the styled components it rendered', async () => {
    const { html, styles } = await renderThingPage(requestFor(THING_URL));

    expect(styles).toMatch(/<style[^>]*data-styled/);
    expect(styles).toContain('color:rebeccapurple');
    // The heading carries the class its rule is written for.
    const heading = new DOMParser().parseFromString(html, 'text/html').querySelector('h1');
    const headingClasses = [...(heading?.classList ?? [])];
    expect(headingClasses.some((name) => styles.includes(`.${name}{`))).toBe(true);
  });

  it('hands the browser the user, the answers and the day it rendered with', async () => {
    const { state } = await renderThingPage(
      requestFor(THING_URL, { user: ada, answers: { [THING_PATH]: THING } }),
    );

    const parsed = JSON.parse(state) as {
      user: User | null;
      answers: Record<string, unknown>;
      day: string;
    };
    expect(parsed.user).toEqual(ada);
    expect(parsed.answers).toEqual({ [THING_PATH]: THING });
    expect(parsed.day).toBe(localIsoDay(new Date()));
  });

  it('escapes markup in answers, in the page and in its state alike', async () => {
    const hostile: Thing = { title: '</script><script>alert(1)</script>' };

    const { html, state } = await renderThingPage(
      requestFor(THING_URL, { answers: { [THING_PATH]: hostile } }),
    );

    expect(html).not.toMatch(/<script/i);
    expect(state).not.toContain('<');
    expect(JSON.stringify(JSON.parse(state))).toContain(hostile.title);
  });
});

function Broken(): never {
  throw new Error('The part broke');
}

function PageWithABrokenPart() {
  return (
    <main>
      <h1>Broken page</h1>
      <Suspense fallback={<p>Loading</p>}>
        <Broken />
      </Suspense>
    </main>
  );
}

/** Renders a one-page app at /broken whose page is `page`. */
function renderBrokenPage(page: () => ReactNode) {
  return renderPage(requestFor('/broken'), (server) => {
    const rootRoute = createRootRoute();
    const brokenRoute = createRoute({
      getParentRoute: () => rootRoute,
      path: '/broken',
      component: page,
    });
    return {
      router: createRouter({ routeTree: rootRoute.addChildren([brokenRoute]), ...server }),
    };
  });
}

describe('renderPage with a part that fails', () => {
  it('rejects rather than leaving a part inside <Suspense> for the browser to render', async () => {
    // The router and React may log the failure too; the rejection is what the server acts on.
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const rendering = renderBrokenPage(PageWithABrokenPart);

    await expect(rendering).rejects.toThrow('Rendering /broken failed');
    await expect(rendering).rejects.toHaveProperty('errors', [new Error('The part broke')]);
  });

  it("rejects when the route's component itself throws", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const rendering = renderBrokenPage(Broken);

    await expect(rendering).rejects.toThrow('Rendering /broken failed');
    await expect(rendering).rejects.toHaveProperty('errors', [new Error('The part broke')]);
  });
});
