import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { LandingRoute } from './landing-route';
import { validateLoginSearch } from './login-search';
import { rootRoute } from './root';
import { SiteLayout } from './site-layout';

const loadProductRoutes = () => import('./product-routes');

const siteRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'site',
  component: SiteLayout,
});

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
  component: lazyRouteComponent(loadProductRoutes, 'QubeProductRoute'),
});
const aitchqProductRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/aitchq-product',
  component: lazyRouteComponent(loadProductRoutes, 'AitchqProductRoute'),
});
const eyeqProductRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/eyeq-product',
  component: lazyRouteComponent(loadProductRoutes, 'EyeqProductRoute'),
});
const pricingRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/pricing',
  component: lazyRouteComponent(loadProductRoutes, 'PricingRoute'),
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
