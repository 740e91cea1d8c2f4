import { mountApp } from '@q/ui/app';
import { createAppRouter } from './router';

// No data client up front (see AppProviders): the People page, the one that fetches, brings its
// own (`PageQueryProvider`).
mountApp({ router: createAppRouter() });
