import styled from 'styled-components';

export const HeaderBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: 80rem;
  margin: 0 auto;
`;
