import { Card } from '@q/ui';
import styled from 'styled-components';

/** The kit's card, a little tighter on small screens. */
export const Frame = styled(Card)`
  padding: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

export const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Aside = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
