import type { ReactNode } from 'react';
import {
  AppBrand,
  AppHeader,
  AppMain,
  AppShell,
  NavList,
  PageDescription,
  PageTitle,
} from '../app-shell';
import {
  DashboardSwitcher,
  type DashboardSwitcherProps,
  type SwitcherDashboard,
} from '../dashboard-switcher';
import { ThemeSwitch } from '../theme-switch';
import * as S from './styled';
import { useDocumentTitle } from './use-document-title';

/** One of an app's sections: a page of its own, named in the header's section navigation. */
export interface PageFrameSection {
  path: string;
  label: string;
}

export interface PageFrameProps<TSection extends PageFrameSection = PageFrameSection> {
  /** The app's name in the header, a link home (the landing page). */
  brand: string;
  /** The brand link's accessible name, where the app's name alone would not say where it leads. */
  brandLabel?: string;
  /** The dashboard this app is, for the dashboard switcher. */
  dashboard: SwitcherDashboard;
  /** The switcher's link to this dashboard: the app's router link (see `DashboardSwitcher`). */
  renderCurrent: DashboardSwitcherProps['renderCurrent'];
  /**
   * The app's pages, listed between the brand and the switcher in a navigation named `label`.
   * `renderLink` draws one: the app's router link, marking the current page `aria-current`.
   */
  sections?: {
    label: string;
    items: readonly TSection[];
    renderLink: (section: TSection) => ReactNode;
  };
  children: ReactNode;
}

/**
 * The frame of a dashboard's pages: the header (brand, sections, dashboard switcher, theme
 * switch), then main.
 */
export function PageFrame<TSection extends PageFrameSection>({
  brand,
  brandLabel,
  dashboard,
  renderCurrent,
  sections,
  children,
}: PageFrameProps<TSection>) {
  return (
    <AppShell>
      <AppHeader>
        <S.HeaderBar $hasSections={sections !== undefined}>
          <AppBrand href="/" aria-label={brandLabel}>
            {brand}
          </AppBrand>
          {sections && (
            <S.SectionsNav aria-label={sections.label}>
              <NavList>
                {sections.items.map((section) => (
                  <li key={section.path}>{sections.renderLink(section)}</li>
                ))}
              </NavList>
            </S.SectionsNav>
          )}
          <S.HeaderTools>
            <DashboardSwitcher current={dashboard} renderCurrent={renderCurrent} />
            <ThemeSwitch />
          </S.HeaderTools>
        </S.HeaderBar>
      </AppHeader>
      <AppMain>{children}</AppMain>
    </AppShell>
  );
}

export interface PageHeaderProps {
  /** The page's title: its only h1, and the browser tab's name. */
  title: string;
  /** The app's name, after the title in the browser tab: 'OKRs — Qube'. */
  appName: string;
  description?: ReactNode;
  /** Above the title: the way back (a link), on a sub-page. */
  backLink?: ReactNode;
  /** On the right of the title: buttons, or who is looking. */
  actions?: ReactNode;
}

/** A page's title, its description, what sits beside them and, on sub-pages, the way back. */
export function PageHeader({ title, appName, description, backLink, actions }: PageHeaderProps) {
  useDocumentTitle(title, appName);
  return (
    <S.PageHead>
      <S.PageTitleBlock>
        {backLink && <S.BackLink>{backLink}</S.BackLink>}
        <PageTitle>{title}</PageTitle>
        {description && <PageDescription>{description}</PageDescription>}
      </S.PageTitleBlock>
      {actions && <S.PageActions>{actions}</S.PageActions>}
    </S.PageHead>
  );
}
