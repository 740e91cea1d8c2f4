import * as ToastPrimitive from '@radix-ui/react-toast';
import styled, { css, keyframes } from 'styled-components';
import { TOAST_MAX_WIDTH_PX } from '../constants';
import type { ToastVariant } from './toast-store';

const slideIn = keyframes`
  from {
    transform: translateX(calc(100% + 1rem));
  }
  to {
    transform: translateX(0);
  }
`;

const fadeOut = keyframes`
  from {
    opacity: 1;
  }
  to {
    opacity: 0;
  }
`;

const swipeOut = keyframes`
  from {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
  to {
    transform: translateX(calc(100% + 1rem));
  }
`;

export const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  top: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  max-width: ${TOAST_MAX_WIDTH_PX}px;
  max-height: 100vh;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  list-style: none;
  outline: none;

  ${({ theme }) => theme.media.sm} {
    top: auto;
    bottom: 0;
  }
`;

export const Root = styled(ToastPrimitive.Root)<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${({ theme, $variant }) =>
    $variant === 'destructive'
      ? css`
          background-color: ${theme.colors.danger};
          color: ${theme.colors.onDanger};
          border-color: ${theme.colors.dangerHover};
        `
      : css`
          background-color: ${theme.colors.surface};
          color: ${theme.colors.text};
          border-color: ${theme.colors.border};
        `}

  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }

  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform ${({ theme }) => theme.durations.normal} ease-out;
  }

  /* Motion only for those who have not asked to reduce it. */
  @media (prefers-reduced-motion: no-preference) {
    &[data-state='open'] {
      animation: ${slideIn} ${({ theme }) => theme.durations.normal} ease-out;
    }

    &[data-state='closed'] {
      animation: ${fadeOut} ${({ theme }) => theme.durations.fast} ease-in;
    }

    &[data-swipe='end'] {
      animation: ${swipeOut} ${({ theme }) => theme.durations.fast} ease-out;
    }
  }
`;

export const Text = styled.div`
  display: grid;
  flex: 1;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const Title = styled(ToastPrimitive.Title)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Description = styled(ToastPrimitive.Description)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Close = styled(ToastPrimitive.Close)`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 1.75rem;
  height: 1.75rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background-color: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 1px;
  }

  svg {
    width: 1rem;
    height: 1rem;
  }
`;
