export type { AppProvidersProps } from './app-providers';
export { AppProviders, mountApp } from './app-providers';
export { createPageFrameRoute } from './page-frame-route';
export { PageQueryProvider } from './page-query-provider';
export { createAppQueryClient } from './query-client';
export { useToday } from './rendered-day';
export { createSuiteRouter } from './router';
export { isTakingOverServerPage } from './server-state';
