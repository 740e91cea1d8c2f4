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

/** A refused sign-in (danger) or a sign-out (success), at the top of the card. */
export const Notice = styled.div<{ $tone: 'danger' | 'success' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme, $tone }) => theme.colors[`${$tone}Subtle`]};
  color: ${({ theme, $tone }) => theme.colors[`${$tone}Text`]};

  p {
    margin: 0;
  }

  a {
    justify-self: start;
    color: inherit;
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
`;

export const NoticeTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The identity provider's button: the page's main way in, as wide as the card. */
export const ProviderSignIn = styled.div`
  display: grid;

  a {
    width: 100%;
  }
`;

/** Between the identity provider's button and the demo accounts: a line with words in it. */
export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[6]} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
