import { lazyRouteComponent } from '@tanstack/react-router';

/**
 * The landing page (/, /landing, and unknown paths for visitors), a chunk of its own like every
 * page: the other pages do not carry its code.
 */
export const LandingRoute = lazyRouteComponent(() => import('./landing-route'), 'LandingRoute');
