import styled from 'styled-components';

export const Vision = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background-color: ${({ theme }) => theme.colors.primarySubtle};
  border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Alignment = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Goal = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Supports = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
