import styled from 'styled-components';

/** Says, once for the page, that the person's own figures failed to load and the cards show the sample. */
export function OwnDataNotice() {
  return (
    <Notice role="status">
      Your own figures could not be loaded, so the cards show sample data. Please try refreshing the
      page.
    </Notice>
  );
}

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background-color: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.warningText};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
