export { Dialog, SidePanel } from './deferred-dialog';
export type { DialogProps } from './dialog';
