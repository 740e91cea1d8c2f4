import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { LandingRoute } from './landing';
import { validateLoginSearch } from './login-search';
import { rootRoute } from './root';
import { SiteLayout } from './site-layout';

const siteRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'site',
  component: SiteLayout,
});

// Each page's code is a chunk of its own, loaded when it is visited (the server names it in the
// page, so a first visit fetches it beside the entry).
const landingRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/',
  component: LandingRoute,
});
const landingAliasRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/landing',
  component: LandingRoute,
});
const qubeProductRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/qube-product',
  component: lazyRouteComponent(() => import('./qube-product-route'), 'QubeProductRoute'),
});
const aitchqProductRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/aitchq-product',
  component: lazyRouteComponent(() => import('./aitchq-product-route'), 'AitchqProductRoute'),
});
const eyeqProductRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/eyeq-product',
  component: lazyRouteComponent(() => import('./eyeq-product-route'), 'EyeqProductRoute'),
});
const pricingRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/pricing',
  component: lazyRouteComponent(() => import('./pricing-route'), 'PricingRoute'),
});

// The login page has its own layout, and its code loads only when it is visited.
const LoginRoute = lazyRouteComponent(() => import('./login-route'), 'LoginRoute');
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: validateLoginSearch,
  component: LoginRoute,
});
const demoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/demo',
  validateSearch: validateLoginSearch,
  component: LoginRoute,
});

export const routeTree = rootRoute.addChildren([
  siteRoute.addChildren([
    landingRoute,
    landingAliasRoute,
    qubeProductRoute,
    aitchqProductRoute,
    eyeqProductRoute,
    pricingRoute,
  ]),
  loginRoute,
  demoRoute,
]);
