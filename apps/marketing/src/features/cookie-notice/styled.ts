import { quietIconButton } from '@q/ui';
import styled from 'styled-components';

export const Bar = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  left: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  bottom: ${({ theme }) => theme.space[3]};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  max-width: 64rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background-color: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${({ theme }) => theme.media.md} {
    padding-right: ${({ theme }) => theme.space[3]};
  }
`;

export const Text = styled.p`
  flex: 1 1 18rem;
  margin: 0;
  padding-right: ${({ theme }) => theme.space[8]};

  ${({ theme }) => theme.media.md} {
    padding-right: 0;
  }
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** In the top corner on narrow screens; after the buttons from the md breakpoint. */
export const Close = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  ${quietIconButton}

  ${({ theme }) => theme.media.md} {
    position: static;
  }
`;
