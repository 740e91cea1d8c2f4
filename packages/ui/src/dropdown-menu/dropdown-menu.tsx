import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { listKeyIndex } from '../list-keys';
import * as S from './styled';

export interface DropdownMenuItem {
  label: string;
  href: string;
  /** A line under the label. */
  description?: string;
}

export interface DropdownMenuProps {
  /** The trigger's visible content. */
  label: ReactNode;
  /** The trigger's accessible name when `label` alone does not say it (e.g. a round 'Q'). */
  ariaLabel?: string;
  items: readonly DropdownMenuItem[];
  /** 'nav' (default): a text button with a chevron; 'round': a round brand-coloured button. */
  appearance?: S.DropdownMenuAppearance;
  /** Which edge of the trigger the panel lines up with from the `sm` breakpoint; 'start' by default. */
  align?: S.DropdownMenuAlign;
}

/**
 * A disclosure menu of links: a button with `aria-expanded` that shows a list of links.
 * Click, Enter or Space toggles it (from the keyboard, focus moves to the first link); ArrowDown
 * and ArrowUp open it at the first or last link and move between links, Home and End jump;
 * Escape closes it and returns focus to the button; a click or focus outside closes it.
 * Below the `sm` breakpoint the panel spans the nearest positioned ancestor.
 */
export function DropdownMenu({
  label,
  ariaLabel,
  items,
  appearance = 'nav',
  align = 'start',
}: DropdownMenuProps) {
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  /** The link to focus once the panel is shown (it cannot take focus while hidden). */
  const pendingFocus = useRef<number | null>(null);
  /** Set by Enter or Space on the button, whose click follows. */
  const isKeyboardClick = useRef(false);

  useEffect(() => {
    if (!isOpen) return;
    if (pendingFocus.current !== null) {
      itemRefs.current[pendingFocus.current]?.focus();
      pendingFocus.current = null;
    }
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [isOpen]);

  const openAt = (index: number | null) => {
    if (isOpen && index !== null) {
      itemRefs.current[index]?.focus();
      return;
    }
    pendingFocus.current = index;
    setIsOpen(true);
  };

  const close = ({ returnFocus }: { returnFocus: boolean }) => {
    setIsOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onTriggerClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isOpen) {
      close({ returnFocus: false });
      return;
    }
    // Opened from the keyboard, focus moves into the list; a pointer leaves it on the button.
    const fromKeyboard = isKeyboardClick.current || event.detail === 0;
    isKeyboardClick.current = false;
    openAt(fromKeyboard ? 0 : null);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    isKeyboardClick.current = event.key === 'Enter' || event.key === ' ';
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      close({ returnFocus: true });
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close({ returnFocus: true });
      return;
    }
    const current = itemRefs.current.indexOf(document.activeElement as HTMLAnchorElement);
    const next = listKeyIndex(event.key, current, items.length);
    if (next === undefined) return;
    event.preventDefault();
    itemRefs.current[next]?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setIsOpen(false);
    }
  };

  return (
    <S.Root ref={rootRef} onBlur={onBlur}>
      <S.Trigger
        ref={triggerRef}
        type="button"
        $appearance={appearance}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        {appearance === 'nav' && (
          <S.Chevron $isOpen={isOpen} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
            <path
              fillRule="evenodd"
              d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
              clipRule="evenodd"
            />
          </S.Chevron>
        )}
      </S.Trigger>
      <S.Panel id={panelId} $align={align} hidden={!isOpen} onKeyDown={onPanelKeyDown}>
        {items.map((item, index) => (
          <li key={item.href}>
            <S.ItemLink
              href={item.href}
              ref={(element: HTMLAnchorElement | null) => {
                itemRefs.current[index] = element;
              }}
              // Named by all its visible text, label first (WCAG 2.5.3: what is seen can be said).
              onClick={() => setIsOpen(false)}
            >
              <S.ItemLabel>{item.label}</S.ItemLabel>
              {item.description && (
                <>
                  {' '}
                  <S.ItemDescription>{item.description}</S.ItemDescription>
                </>
              )}
            </S.ItemLink>
          </li>
        ))}
      </S.Panel>
    </S.Root>
  );
}
