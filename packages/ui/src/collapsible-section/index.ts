export type { CollapsibleSectionProps } from './collapsible-section';
export { CollapsibleSection } from './collapsible-section';
