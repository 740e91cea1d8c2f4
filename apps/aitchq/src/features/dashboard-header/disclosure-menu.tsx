import { listReset } from '@q/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';

export interface DisclosureMenuProps {
  /** The trigger's content; give `label` when it is not text. */
  trigger: ReactNode;
  label: string;
  children: ReactNode;
  /**
   * While true, a click elsewhere or Escape leaves the menu open: a dialog one of its items
   * opened has them, and gives focus back to that item as it closes.
   */
  isHeldOpen?: boolean;
}

/**
 * A button that shows a small list of links or actions below it (the disclosure pattern):
 * Escape or a click elsewhere closes it, and focus returns to the button on Escape.
 */
export function DisclosureMenu({
  trigger,
  label,
  children,
  isHeldOpen = false,
}: DisclosureMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen || isHeldOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen, isHeldOpen]);

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {trigger}
      </Trigger>
      <Panel id={panelId} hidden={!isOpen}>
        {children}
      </Panel>
    </Root>
  );
}

const Root = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.5rem;
  min-width: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &:hover {
    background-color: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space[1]});
  z-index: ${({ theme }) => theme.zIndices.overlay};
  min-width: 13rem;
  padding: ${({ theme }) => theme.space[1]};
  background-color: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ul {
    ${listReset}
  }

  a,
  button {
    display: block;
    width: 100%;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }

  a:hover,
  button:hover,
  a:focus-visible,
  button:focus-visible {
    background-color: ${({ theme }) => theme.colors.surfaceMuted};
    outline: none;
  }
`;
