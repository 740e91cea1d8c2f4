import { CONTACT_MENU_LINKS } from '@q/ui';
import { TAGLINE } from '../../data/tagline';
import { DEMO_LINKS, FEATURE_LINKS } from './nav-links';
import * as S from './styled';

const COLUMNS = [
  { title: 'Products', links: FEATURE_LINKS },
  { title: 'Q in Action', links: DEMO_LINKS },
  {
    title: 'Company',
    links: [
      { label: 'Pricing', href: '/pricing' },
      { label: 'Sign in', href: '/login' },
      ...CONTACT_MENU_LINKS,
    ],
  },
] as const;

/** The foot of every marketing page: the tagline and every link of the site. */
export function SiteFooter() {
  return (
    <S.Footer>
      <S.FooterInner>
        <S.FooterBrand>
          <S.FooterBrandName href="/">
            <S.FooterMark>Q</S.FooterMark> <span>Workspace intelligence</span>
          </S.FooterBrandName>
          <p>{TAGLINE}</p>
        </S.FooterBrand>
        {COLUMNS.map((column) => (
          <S.FooterColumn key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`}>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </S.FooterColumn>
        ))}
        <S.FooterNote>
          © {new Date().getFullYear()} Q. Figures on this site are illustrative sample data.
        </S.FooterNote>
      </S.FooterInner>
    </S.Footer>
  );
}
