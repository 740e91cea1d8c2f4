import { GridList } from '@q/ui';
import styled from 'styled-components';

/** The action buttons, each as wide as its column. */
export const Actions = styled(GridList)`
  button {
    width: 100%;
  }
`;
