import * as Collapsible from '@radix-ui/react-collapsible';
import styled, { keyframes } from 'styled-components';
import { stretchedButton } from '../button/looks';

const open = keyframes`
  from {
    height: 0;
    opacity: 0;
  }
  to {
    height: var(--radix-collapsible-content-height);
    opacity: 1;
  }
`;

export const Root = styled(Collapsible.Root)`
  background-color: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const Header = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};

  &:hover {
    background-color: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const TitleBlock = styled.div`
  flex: 1;
  min-width: 0;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const Chevron = styled.svg`
  flex-shrink: 0;
  width: 1.25rem;
  height: 1.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
  transition: transform ${({ theme }) => theme.durations.normal} ease;
`;

export const Trigger = styled(Collapsible.Trigger)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  /* Its hit area stretches over the whole header; the actions sit above it. */
  ${stretchedButton}
  color: inherit;

  &::after {
    border-radius: inherit;
  }

  &[data-state='open'] ${Chevron} {
    transform: rotate(180deg);
  }
`;

export const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  /* Aligned with the title, past the chevron. */
  padding-left: calc(1.25rem + ${({ theme }) => theme.space[2]});
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Actions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Content = styled(Collapsible.Content)`
  overflow: hidden;

  &[data-state='open'] {
    animation: ${open} ${({ theme }) => theme.durations.normal} ease-out;
  }
`;

export const Body = styled.div`
  padding: 0 ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[6]};
`;
