import { type MouseEvent, type ReactNode, useId } from 'react';
import * as S from './styled';
import { useMenuDisclosure } from './use-menu-disclosure';

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
  const menu = useMenuDisclosure<HTMLAnchorElement>({ itemCount: items.length });

  const onTriggerClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (menu.isOpen) menu.close(false);
    // Opened from the keyboard (a click of detail 0), focus moves into the list; a pointer
    // leaves it on the button.
    else menu.openAt(event.detail === 0 ? 0 : null);
  };

  return (
    <S.Root ref={menu.rootRef} onBlur={menu.onBlur}>
      <S.Trigger
        ref={menu.triggerRef}
        type="button"
        $appearance={appearance}
        aria-expanded={menu.isOpen}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={onTriggerClick}
        onKeyDown={menu.onTriggerKey}
      >
        {label}
        {appearance === 'nav' && (
          <S.Chevron
            $isOpen={menu.isOpen}
            viewBox="0 0 20 20"
            fill="currentColor"
            aria-hidden="true"
          >
            <path
              fillRule="evenodd"
              d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
              clipRule="evenodd"
            />
          </S.Chevron>
        )}
      </S.Trigger>
      <S.Panel id={panelId} $align={align} hidden={!menu.isOpen} onKeyDown={menu.onPanelKey}>
        {items.map((item, index) => (
          <li key={item.href}>
            <S.ItemLink
              href={item.href}
              ref={menu.itemRef(index)}
              // Named by all its visible text, label first (WCAG 2.5.3: what is seen can be said).
              onClick={() => menu.close(false)}
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
