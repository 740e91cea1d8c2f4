import styled from 'styled-components';

/** The button, with the menu's panel and a failure message under it. */
export const Root = styled.div`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
`;

export const Failure = styled.p`
  max-width: 20rem;
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.dangerText};
  text-align: right;
`;
