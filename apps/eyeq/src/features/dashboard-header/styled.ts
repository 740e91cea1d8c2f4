import styled from 'styled-components';

export const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]};
  background-color: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
`;

export const Avatar = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background-color: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const PersonText = styled.p`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const GreetingText = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

export const Detail = styled.span`
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
