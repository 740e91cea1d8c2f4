import { listReset } from '@q/ui';
import styled from 'styled-components';

export const SubTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Roles = styled.ul`
  display: flex;
  flex-direction: column;
  ${listReset}
`;

export const Role = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }
`;

export const RoleName = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;

  span:first-child {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  span:last-child {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
