export { DeferredTooltip, DeferredTooltipProvider } from './deferred-tooltip';
