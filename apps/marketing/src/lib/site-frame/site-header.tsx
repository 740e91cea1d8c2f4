import { ButtonLink, CONTACT_MENU_LINKS, DropdownMenu, ThemeSwitch } from '@q/ui';
import { useLocation } from '@tanstack/react-router';
import { DEMO_LINKS, FEATURE_LINKS } from './nav-links';
import * as S from './styled';

/** The top bar of every marketing page: brand, the two menus and Pricing, the theme, sign-in, the Q menu. */
export function SiteHeader() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <S.Header>
      <S.HeaderBar>
        {/* Named by its visible text (WCAG 2.5.3), so voice users can say what they see. */}
        <S.Brand href="/">
          <S.BrandMark>Q</S.BrandMark> <S.BrandTagline>Workspace intelligence</S.BrandTagline>
        </S.Brand>
        <S.Nav aria-label="Main">
          <S.NavList>
            <li>
              <DropdownMenu label="Features" items={FEATURE_LINKS} />
            </li>
            <li>
              <S.NavLink
                href="/pricing"
                aria-current={pathname === '/pricing' ? 'page' : undefined}
              >
                Pricing
              </S.NavLink>
            </li>
            <li>
              <DropdownMenu label="Q in Action!" items={DEMO_LINKS} />
            </li>
          </S.NavList>
        </S.Nav>
        <S.Actions>
          <ThemeSwitch />
          <ButtonLink href="/login" size="sm" variant="outline">
            Sign in
          </ButtonLink>
          <DropdownMenu
            label="Q"
            ariaLabel="Q menu: contact, investing and feedback"
            appearance="round"
            align="end"
            items={CONTACT_MENU_LINKS}
          />
        </S.Actions>
      </S.HeaderBar>
    </S.Header>
  );
}
