import styled from 'styled-components';

export const Contact = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background-color: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};

  a {
    overflow-wrap: anywhere;
  }
`;

export const ContactName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;
