import styled, { css } from 'styled-components';

/** The heading of a part inside a card: one step above body text, semibold. */
export const SubHeading = styled.h3<{ $isTight?: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${({ theme, $isTight }) =>
    $isTight &&
    css`
      line-height: ${theme.lineHeights.tight};
    `}
`;
