export { carryToastToNextPage, showCarriedToast } from './carried-toast';
export { preloadToaster } from './load-toaster';
export type { ToastHandle, ToastItem, ToastOptions, ToastVariant } from './toast-store';
export { toast, useToast } from './toast-store';
export { Toaster } from './toaster';
