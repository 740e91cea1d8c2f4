import { listReset } from '@q/ui';
import styled from 'styled-components';

export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background-color: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  overflow-x: clip;
`;

export const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[4]};
  top: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.modal};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

export const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  background-color: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Positioned: on narrow screens the dropdown panels span this bar. */
export const HeaderBar = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto;
  grid-template-areas:
    'brand actions'
    'nav nav';
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto 1fr auto;
    grid-template-areas: 'brand nav actions';
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;

export const Brand = styled.a`
  grid-area: brand;
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const BrandMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const BrandTagline = styled.span`
  display: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ theme }) => theme.media.lg} {
    display: inline;
  }
`;

export const Nav = styled.nav`
  grid-area: nav;
  min-width: 0;

  ${({ theme }) => theme.media.md} {
    justify-self: center;
  }
`;

export const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  margin-inline-start: -${({ theme }) => theme.space[2]};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[2]};
    margin-inline-start: 0;
  }
`;

export const NavLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover,
  &[aria-current='page'] {
    background-color: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Actions = styled.div`
  grid-area: actions;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space[3]};
  }
`;

export const Main = styled.main`
  flex: 1;
  width: 100%;

  &:focus {
    outline: none;
  }
`;

export const Footer = styled.footer`
  background-color: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.border};
`;

export const FooterInner = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[8]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr repeat(3, 1fr);
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;

export const FooterBrand = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;

  ${({ theme }) => theme.media.md} {
    grid-column: auto;
  }

  p {
    margin: 0;
    max-width: 22rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const FooterBrandName = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-decoration: none;
`;

export const FooterMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

export const FooterColumn = styled.nav`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.surface};
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    ${listReset}
  }

  a {
    color: ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.surface};
    text-decoration: underline;
  }

  a:focus-visible {
    outline-color: ${({ theme }) => theme.colors.surface};
  }
`;

export const FooterNote = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.colors.neutralText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
