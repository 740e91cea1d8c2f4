import { useAuth } from '@q/api-client';
import { useQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';

/**
 * A tiny app for the tests of rendering on the server and taking the markup over in the browser:
 * one page at `THING_URL` with a styled heading that shows the answer of `THING_PATH`, a button
 * that counts its clicks (disabled until React runs the page in the browser, so a test can wait
 * for the takeover), and a lazily loaded list of details inside `<Suspense>`, under who is signed
 * in.
 */

export const THING_URL = '/thing';
/** The query key (and GET path) of the page's data. */
export const THING_PATH = '/api/thing';

export interface Thing {
  title: string;
}

/**
 * How many lines the lazily loaded details have: enough that their markup passes the size at
 * which React would otherwise send a boundary after the rest of the page, with an inline script.
 */
export const DETAIL_LINE_COUNT = 400;

const Heading = styled.h1`
  color: rebeccapurple;
  font-size: 2rem;
`;

function ThingDetails() {
  // Inside the boundary, which the browser takes over after the rest: it must see the same user.
  const { user } = useAuth();
  return (
    <>
      <p>{user ? `Signed in as ${user.name}` : 'Not signed in'}</p>
      <ul aria-label="Details">
        {Array.from({ length: DETAIL_LINE_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
          <li key={index}>{`Detail line ${index + 1} of the thing, padded to take some room`}</li>
        ))}
      </ul>
    </>
  );
}

const LazyThingDetails = lazy(async () => ({ default: ThingDetails }));

function ThingPage() {
  const { data } = useQuery<Thing>({ queryKey: [THING_PATH] });
  const [clicks, setClicks] = useState(0);
  const [isInteractive, setIsInteractive] = useState(false);
  useEffect(() => setIsInteractive(true), []);
  return (
    <main>
      <Heading>{data ? data.title : 'Loading the thing'}</Heading>
      <button
        type="button"
        disabled={!isInteractive}
        onClick={() => setClicks((count) => count + 1)}
      >
        {`Clicked ${clicks} times`}
      </button>
      <Suspense fallback={<p>Loading details</p>}>
        <LazyThingDetails />
      </Suspense>
    </main>
  );
}

/** A fresh route tree of the app, for one router. */
export function createThingRouteTree() {
  const rootRoute = createRootRoute();
  const thingRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: THING_URL,
    component: ThingPage,
  });
  return rootRoute.addChildren([thingRoute]);
}
