import { listReset } from '@q/ui';
import styled from 'styled-components';

export const Member = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  background-color: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const MemberText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const MemberName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const MemberRole = styled.span`
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Events = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  ${listReset}
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space[3]};
  }

  time {
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;
