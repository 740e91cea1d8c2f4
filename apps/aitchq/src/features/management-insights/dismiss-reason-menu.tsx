import type { DismissReason } from '@q/schemas/manager';
import { Button, useMenuDisclosure } from '@q/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { DISMISS_REASONS } from './insight-evidence';

export interface DismissReasonMenuProps {
  disabled: boolean;
  /** Explains a disabled button (signed out). */
  describedBy: string | undefined;
  /** The reason chosen; undefined for 'Dismiss without a reason'. */
  onChoose: (reason: DismissReason | undefined) => void;
}

const CHOICES: ReadonlyArray<{ reason: DismissReason | undefined; label: string }> = [
  ...DISMISS_REASONS,
  { reason: undefined, label: 'Dismiss without a reason' },
];

/**
 * 'Dismiss' of a computed insight: a button opening a menu of reasons ("wrong data" is counted
 * against the rule). Opening it (click, Enter, Space or ArrowDown) moves focus to the first
 * reason, ArrowUp to the last; the arrows, Home and End move between them; Escape closes it and
 * returns focus to the button; a click or focus elsewhere closes it.
 */
export function DismissReasonMenu({ disabled, describedBy, onChoose }: DismissReasonMenuProps) {
  const triggerId = useId();
  const menuId = useId();
  const menu = useMenuDisclosure<HTMLButtonElement>({ itemCount: CHOICES.length });

  return (
    <Root ref={menu.rootRef} onBlur={menu.onBlur}>
      <Button
        ref={menu.triggerRef}
        id={triggerId}
        variant="outline"
        size="sm"
        disabled={disabled}
        aria-describedby={describedBy}
        aria-haspopup="menu"
        aria-expanded={menu.isOpen}
        aria-controls={menuId}
        onClick={() => (menu.isOpen ? menu.close(false) : menu.openAt(0))}
        onKeyDown={menu.onTriggerKey}
      >
        Dismiss
      </Button>
      <Menu
        id={menuId}
        role="menu"
        aria-labelledby={triggerId}
        hidden={!menu.isOpen}
        onKeyDown={menu.onPanelKey}
      >
        {CHOICES.map((choice, index) => (
          <li key={choice.label} role="none">
            <MenuItem
              type="button"
              role="menuitem"
              tabIndex={-1}
              ref={menu.itemRef(index)}
              onClick={() => {
                menu.close(true);
                onChoose(choice.reason);
              }}
            >
              {choice.label}
            </MenuItem>
          </li>
        ))}
      </Menu>
    </Root>
  );
}

/**
 * Below the `sm` breakpoint the wrapper is not positioned, so the menu spans the insight (the
 * nearest positioned ancestor) instead of running off a phone's screen.
 */
const Root = styled.div`
  position: static;

  ${({ theme }) => theme.media.sm} {
    position: relative;
  }
`;

const Menu = styled.ul`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  top: calc(100% + ${({ theme }) => theme.space[1]});
  left: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  list-style: none;
  background-color: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &[hidden] {
    display: none;
  }

  ${({ theme }) => theme.media.sm} {
    left: 0;
    right: auto;
    min-width: 14rem;
  }
`;

const MenuItem = styled.button`
  display: block;
  width: 100%;
  min-height: 2.5rem;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background-color: ${({ theme }) => theme.colors.primarySubtle};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;
