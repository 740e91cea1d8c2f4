import styled, { css } from 'styled-components';

/** Height of one demo-account button, and of its placeholder while the list loads. */
export const ACCOUNT_ROW_HEIGHT = '4.75rem';

// Top-aligned rather than centred: the account list arriving pushes only what is below it.
export const Page = styled.div`
  min-height: 100vh;
  display: grid;
  justify-items: center;
  align-content: start;
  padding: clamp(${({ theme }) => theme.space[4]}, 8vh, 5rem) ${({ theme }) => theme.space[4]};
  background-color: ${({ theme }) => theme.colors.background};

  & > main {
    width: min(100%, 34rem);
    padding: ${({ theme }) => theme.space[6]};
  }
`;

export const Header = styled.header`
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space[6]};

  h1 {
    margin: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const Home = styled.a`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background-color: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-decoration: none;
`;

export const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;

export const AccountList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const AccountButton = styled.button<{ $isRecommended: boolean }>`
  width: 100%;
  min-height: ${ACCOUNT_ROW_HEIGHT};
  text-align: left;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background-color: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }

  ${({ $isRecommended, theme }) =>
    $isRecommended &&
    css`
      border: 2px solid ${theme.colors.primary};
      background-color: ${theme.colors.primarySubtle};
    `}
`;

export const AccountName = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: 600;
`;

export const AccountMeta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0;
`;

export const EmailForm = styled.form`
  margin-top: ${({ theme }) => theme.space[6]};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  label {
    font-weight: 600;
  }
`;

export const EmailRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const EmailInput = styled.input`
  flex: 1 1 14rem;
  min-width: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background-color: ${({ theme }) => theme.colors.surface};
`;
