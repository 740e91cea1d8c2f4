export type { RenderPageOptions, RenderPageResult } from './render-page';
export { jsonFetch, renderPage, renderRoutes } from './render-page';
export { expectSampleDataBadge } from './sample-data';
export { expectTooltipAfterHoverDelay, findTooltipTrigger } from './tooltip';
