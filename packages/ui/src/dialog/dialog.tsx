import * as DialogPrimitive from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import * as S from './styled';

export interface DialogProps {
  /** Whether it is shown; the owner keeps this state. */
  open: boolean;
  /** Called with `false` on the X, Escape or a click on the overlay. */
  onOpenChange: (open: boolean) => void;
  /** The accessible name, shown as the heading. */
  title: ReactNode;
  /** A line under the title, read as the accessible description. */
  description?: ReactNode;
  children: ReactNode;
  /** Accessible name of the X button; 'Close' by default. */
  closeLabel?: string;
}

type Variant = 'modal' | 'side';

function CloseIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      aria-hidden="true"
    >
      <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
    </svg>
  );
}

function DialogFrame({
  variant,
  open,
  onOpenChange,
  title,
  description,
  children,
  closeLabel = 'Close',
}: DialogProps & { variant: Variant }) {
  // Radix returns focus only to its own Trigger; these dialogs are opened by any control
  // (a card, a button in a list), so the element focused at opening gets it back.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const Content = variant === 'modal' ? S.ModalContent : S.SideContent;
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <S.Overlay data-ui="dialog-overlay" />
        <Content
          data-ui={variant === 'modal' ? 'dialog' : 'side-panel'}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <S.Header>
            <S.HeaderText>
              <S.Title>{title}</S.Title>
              {description && <S.Description>{description}</S.Description>}
            </S.HeaderText>
            <S.CloseButton aria-label={closeLabel}>
              <CloseIcon />
            </S.CloseButton>
          </S.Header>
          <S.Body>{children}</S.Body>
        </Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/**
 * A modal dialog in the middle of the screen. Focus stays inside while it is open; the X,
 * Escape or a click outside closes it, and focus returns to where it was.
 */
export function Dialog(props: DialogProps) {
  return <DialogFrame variant="modal" {...props} />;
}

/** A modal panel sliding in from the right edge, with the behaviour of `Dialog`. */
export function SidePanel(props: DialogProps) {
  return <DialogFrame variant="side" {...props} />;
}
