import { ZDashboard } from '@q/schemas/enums';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '../features/login/login-page';
import { LandingPage, PricingPage, ProductPage } from '../features/site/site-pages';
import { rootRoute } from './root';

const loginSearch = z.object({ redirect: ZDashboard.optional().catch(undefined) });

function LoginRoute() {
  const { redirect } = loginRoute.useSearch();
  return <LoginPage redirect={redirect} />;
}

const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: LandingPage,
});
const landingAliasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/landing',
  component: LandingPage,
});
const qubeProductRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/qube-product',
  component: () => <ProductPage product="Qube" />,
});
const aitchqProductRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/aitchq-product',
  component: () => <ProductPage product="aitchQ" />,
});
const eyeqProductRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/eyeq-product',
  component: () => <ProductPage product="eyeQ" />,
});
const pricingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/pricing',
  component: PricingPage,
});
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: loginSearch,
  component: LoginRoute,
});
const demoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/demo',
  validateSearch: loginSearch,
  component: function DemoRoute() {
    const { redirect } = demoRoute.useSearch();
    return <LoginPage redirect={redirect} />;
  },
});

export const routeTree = rootRoute.addChildren([
  landingRoute,
  landingAliasRoute,
  qubeProductRoute,
  aitchqProductRoute,
  eyeqProductRoute,
  pricingRoute,
  loginRoute,
  demoRoute,
]);
