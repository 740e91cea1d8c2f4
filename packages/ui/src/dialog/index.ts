export type { DialogProps } from './dialog';
export { Dialog, SidePanel } from './dialog';
