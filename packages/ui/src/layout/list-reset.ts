import { css } from 'styled-components';

/** A list's own spacing and bullets, removed: the base of every list laid out by hand. */
export const listReset = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
