import { css } from 'styled-components';

/**
 * A button that reads as its own text, its hit area stretched by `::after` over the nearest
 * positioned ancestor (a card, a header), which is also where its focus ring shows.
 */
export const stretchedButton = css`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A quiet icon button, such as a close ×: muted, with no fill until it is hovered. */
export const quietIconButton = css`
  padding: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background-color: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
`;
