import { mountApp } from '@q/ui/app';
import { createAppRouter } from './router';

// Fixed pages: no data client up front (see AppProviders).
mountApp({ router: createAppRouter() });
