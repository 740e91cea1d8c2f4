export type { AppProvidersProps } from './app-providers';
export { AppProviders, createAppQueryClient, mountApp } from './app-providers';
