import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';
import { listKeyIndex } from '../list-keys';

/** Where focus goes as the panel shows: an item by index, or nowhere new. */
export type MenuFocus = number | null;

export interface MenuDisclosureOptions {
  /** How many items the panel holds (the arrows, Home and End move among them). */
  itemCount: number;
  /** Shown open from the start (a menu loaded on first use). */
  initiallyOpen?: boolean;
  /** Where focus goes as the panel first shows. */
  initialFocus?: MenuFocus;
}

export interface MenuDisclosure<Item extends HTMLElement> {
  isOpen: boolean;
  rootRef: RefObject<HTMLDivElement | null>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The ref callback of item `index`. */
  itemRef(index: number): (element: Item | null) => void;
  /** Opens the panel, focusing item `index` (or moves focus there when it is open already). */
  openAt(index: number | null): void;
  /** Closes the panel, returning focus to the trigger when asked. */
  close(returnFocus: boolean): void;
  /** The trigger's keys: ArrowDown / ArrowUp open at the first / last item, Escape closes. */
  onTriggerKey(event: KeyboardEvent<HTMLButtonElement>): void;
  /** The panel's keys: the arrows, Home and End move between items, Escape closes. */
  onPanelKey(event: KeyboardEvent<HTMLElement>): void;
  /** The root's blur: focus leaving the menu closes it. */
  onBlur(event: FocusEvent<HTMLDivElement>): void;
}

/**
 * The behaviour of a disclosure menu (a button with `aria-expanded` over a list of links or
 * buttons), whatever its items: keys, focus and closing on a pointer or focus outside. The kit's
 * `DropdownMenu` and the pages' own menus (Qube's Export Report) draw their parts with it.
 */
export function useMenuDisclosure<Item extends HTMLElement>({
  itemCount,
  initiallyOpen = false,
  initialFocus = null,
}: MenuDisclosureOptions): MenuDisclosure<Item> {
  const [isOpen, setIsOpen] = useState(initiallyOpen);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<Item | null>>([]);
  /** What to focus once the panel shows (an item cannot take focus while hidden). */
  const pendingFocus = useRef<MenuFocus>(initialFocus);

  useEffect(() => {
    if (!isOpen) return;
    const focus = pendingFocus.current;
    pendingFocus.current = null;
    if (focus !== null) items.current[focus]?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [isOpen]);

  const openAt = (index: number | null) => {
    if (isOpen && index !== null) {
      items.current[index]?.focus();
      return;
    }
    pendingFocus.current = index;
    setIsOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  return {
    isOpen,
    rootRef,
    triggerRef,
    itemRef: (index) => (element) => {
      items.current[index] = element;
    },
    openAt,
    close,
    onTriggerKey(event) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        openAt(event.key === 'ArrowDown' ? 0 : itemCount - 1);
      } else if (event.key === 'Escape' && isOpen) {
        event.preventDefault();
        close(true);
      }
    },
    onPanelKey(event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
        return;
      }
      const current = items.current.indexOf(document.activeElement as Item);
      const next = listKeyIndex(event.key, current, itemCount);
      if (next === undefined) return;
      event.preventDefault();
      items.current[next]?.focus();
    },
    onBlur(event) {
      if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
        setIsOpen(false);
      }
    },
  };
}
