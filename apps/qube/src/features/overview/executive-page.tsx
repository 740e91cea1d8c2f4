import { AppBrand, AppHeader, AppMain, AppShell, NavList } from '@q/ui';
import { Link } from '@tanstack/react-router';

const SECTIONS = [
  { to: '/qube', label: 'Overview' },
  { to: '/qube/okrs', label: 'OKRs' },
  { to: '/qube/people', label: 'People' },
  { to: '/qube/finance', label: 'Finance' },
  { to: '/qube/signals', label: 'AI Signals' },
] as const;

export function ExecutivePage({ title }: { title: string }) {
  return (
    <AppShell>
      <AppHeader>
        <AppBrand href="/">Qube</AppBrand>
        <nav aria-label="Executive sections">
          <NavList>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <Link to={section.to} activeOptions={{ exact: true }}>
                  {section.label}
                </Link>
              </li>
            ))}
          </NavList>
        </nav>
        <nav aria-label="Dashboards">
          <NavList>
            <li>
              <a href="/dashboard">aitchQ</a>
            </li>
            <li>
              <a href="/eyeq-dashboard">eyeQ</a>
            </li>
          </NavList>
        </nav>
      </AppHeader>
      <AppMain>
        <h1>{title}</h1>
      </AppMain>
    </AppShell>
  );
}
