import styled from 'styled-components';

export const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  background-color: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.dangerText};
`;

export const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Details = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const ErrorText = styled.pre`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: ${({ theme }) => theme.space[3]};
  overflow-x: auto;
  white-space: pre-wrap;
  word-break: break-word;
  font-family: ${({ theme }) => theme.fonts.mono};
  background-color: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const Actions = styled.div`
  display: flex;
`;
