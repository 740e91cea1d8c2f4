import {
  AppBrand,
  AppHeader,
  AppMain,
  AppShell,
  Button,
  DashboardSwitcher,
  NavList,
  PageDescription,
  PageTitle,
} from '@q/ui';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { ArrowLeftIcon, DownloadIcon } from './icons';
import * as S from './page-frame.styled';

const SECTIONS = [
  { to: '/qube', label: 'Overview' },
  { to: '/qube/okrs', label: 'OKRs' },
  { to: '/qube/people', label: 'People' },
  { to: '/qube/finance', label: 'Finance' },
  { to: '/qube/signals', label: 'AI Signals' },
] as const;

/** The frame of every Qube page: brand, the executive sections, the dashboard switcher. */
export function QubeLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell>
      <AppHeader>
        <S.HeaderBar>
          <AppBrand href="/">Qube</AppBrand>
          <S.SectionsNav aria-label="Executive sections">
            <NavList>
              {SECTIONS.map((section) => (
                <li key={section.to}>
                  <Link to={section.to} activeOptions={{ exact: true, includeSearch: false }}>
                    {section.label}
                  </Link>
                </li>
              ))}
            </NavList>
          </S.SectionsNav>
          <DashboardSwitcher
            current="qube"
            renderCurrent={(props) => <Link to="/qube" {...props} />}
          />
        </S.HeaderBar>
      </AppHeader>
      <AppMain>{children}</AppMain>
    </AppShell>
  );
}

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
  /** Sub-pages lead back to /qube. */
  hasBackLink?: boolean;
}

/** A page's title (its only h1), its description, its actions and, on sub-pages, the way back. */
export function PageHeader({ title, description, actions, hasBackLink = false }: PageHeaderProps) {
  useEffect(() => {
    document.title = `${title} — Qube`;
  }, [title]);
  return (
    <S.PageHead>
      <S.PageTitleBlock>
        {hasBackLink && (
          <S.BackLink to="/qube">
            <ArrowLeftIcon />
            Back to Dashboard
          </S.BackLink>
        )}
        <PageTitle>{title}</PageTitle>
        {description && <PageDescription>{description}</PageDescription>}
      </S.PageTitleBlock>
      {actions && <S.PageActions>{actions}</S.PageActions>}
    </S.PageHead>
  );
}

/** 'Export Report' of the sub-pages. Inert: the sample data has no report to export. */
export function ExportReportButton() {
  return (
    <Button variant="outline">
      <DownloadIcon />
      Export Report
    </Button>
  );
}

export { Columns, PageStack } from './page-frame.styled';
