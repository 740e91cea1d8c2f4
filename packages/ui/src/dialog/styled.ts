import * as DialogPrimitive from '@radix-ui/react-dialog';
import styled, { css, keyframes } from 'styled-components';
import { quietIconButton } from '../button/looks';

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

const popIn = keyframes`
  from {
    opacity: 0;
    transform: translate(-50%, -48%) scale(0.97);
  }
  to {
    opacity: 1;
    transform: translate(-50%, -50%) scale(1);
  }
`;

const slideIn = keyframes`
  from {
    transform: translateX(100%);
  }
  to {
    transform: translateX(0);
  }
`;

/** The dimmed backdrop; a click on it closes the dialog. Tinted with the text colour. */
export const Overlay = styled(DialogPrimitive.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background-color: ${({ theme }) => theme.colors.text};
  opacity: 0.5;

  @media (prefers-reduced-motion: no-preference) {
    animation: ${fadeIn} ${({ theme }) => theme.durations.normal} ease-out;
  }
`;

const panelBase = css`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[6]};
  background-color: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

export const ModalContent = styled(DialogPrimitive.Content)`
  ${panelBase}
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: calc(100% - ${({ theme }) => theme.space[8]});
  max-width: 36rem;
  max-height: calc(100% - ${({ theme }) => theme.space[8]});
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  @media (prefers-reduced-motion: no-preference) {
    animation: ${popIn} ${({ theme }) => theme.durations.normal} ease-out;
  }
`;

export const SideContent = styled(DialogPrimitive.Content)`
  ${panelBase}
  top: 0;
  right: 0;
  bottom: 0;
  width: 100%;
  max-width: 28rem;
  border-left: 1px solid ${({ theme }) => theme.colors.border};

  @media (prefers-reduced-motion: no-preference) {
    animation: ${slideIn} ${({ theme }) => theme.durations.slow} ease-out;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

export const HeaderText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const Title = styled(DialogPrimitive.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

export const Description = styled(DialogPrimitive.Description)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CloseButton = styled(DialogPrimitive.Close)`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  margin: -${({ theme }) => theme.space[2]} -${({ theme }) => theme.space[2]} 0 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  ${quietIconButton}

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;
