import * as ToastPrimitive from '@radix-ui/react-toast';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '../constants';
import * as S from './styled';
import { dismiss, useToast } from './toast-store';

/** The key that moves focus to the notifications (Radix's default, kept explicit). */
const VIEWPORT_HOTKEY = ['F8'];

/**
 * How long a toast that closes at a given time still shows, counted when it is drawn (its code
 * may load some time after the toast was raised); at least 1 ms, since 0 means the default.
 */
function remainingDuration(closesAt: number | undefined): number | undefined {
  return closesAt === undefined ? undefined : Math.max(1, closesAt - Date.now());
}

/** Renders the toasts raised with `toast()`. Mount once per app, inside the theme provider. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, variant = 'default', open, closesAt }) => (
        <S.Root
          key={id}
          open={open}
          duration={remainingDuration(closesAt)}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
          $variant={variant}
          data-variant={variant}
        >
          <S.Text>
            <S.Title>{title}</S.Title>
            {description && <S.Description>{description}</S.Description>}
          </S.Text>
          <S.Close aria-label="Close notification">
            <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
              <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
            </svg>
          </S.Close>
        </S.Root>
      ))}
      <S.Viewport hotkey={VIEWPORT_HOTKEY} />
    </ToastPrimitive.Provider>
  );
}
