import { listReset, SubHeading, Tile } from '@q/ui';
import styled from 'styled-components';

export const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  ${listReset}
`;

export const Item = styled(Tile).attrs({ $padding: 4 })``;

export const Name = SubHeading;

export const Roi = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
