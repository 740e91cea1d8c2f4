import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { createContext, isValidElement, type ReactNode, useContext } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../constants';
import * as S from './styled';

const HasTooltipProvider = createContext(false);

export interface TooltipProviderProps {
  children: ReactNode;
}

/** Shares the open delay (700 ms) and skip delay (300 ms) between the tooltips below it. */
export function TooltipProvider({ children }: TooltipProviderProps) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      <HasTooltipProvider.Provider value={true}>{children}</HasTooltipProvider.Provider>
    </TooltipPrimitive.Provider>
  );
}

export interface TooltipProps {
  /** The hint shown on hover and keyboard focus. */
  content: ReactNode;
  /** The trigger: an element that can take focus, or text, or a disabled button. */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/** Whether the trigger needs a focusable wrapper to receive hover and focus. */
function needsWrapper(children: ReactNode) {
  if (!isValidElement<{ disabled?: boolean }>(children)) return true;
  return children.props.disabled === true;
}

/** A short hint for its trigger. Works without a `TooltipProvider`, but shares delays with one. */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const hasProvider = useContext(HasTooltipProvider);
  const tooltip = (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>
        {needsWrapper(children) ? (
          <S.TriggerWrapper tabIndex={0}>{children}</S.TriggerWrapper>
        ) : (
          children
        )}
      </TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <S.Content side={side} sideOffset={6} collisionPadding={8}>
          {content}
          <S.Arrow width={10} height={5} />
        </S.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  return hasProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
