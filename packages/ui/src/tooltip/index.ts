export type { TooltipProps, TooltipProviderProps } from './tooltip';
export { Tooltip, TooltipProvider } from './tooltip';
