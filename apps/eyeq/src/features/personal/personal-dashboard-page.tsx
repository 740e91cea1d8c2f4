import { useAuth } from '@q/api-client';
import { AppBrand, AppHeader, AppMain, AppShell, NavList } from '@q/ui';

export function PersonalDashboardPage() {
  const { user } = useAuth();
  return (
    <AppShell>
      <AppHeader>
        <AppBrand href="/">eyeQ</AppBrand>
        <nav aria-label="Dashboards">
          <NavList>
            <li>
              <a href="/qube">Qube</a>
            </li>
            <li>
              <a href="/dashboard">aitchQ</a>
            </li>
          </NavList>
        </nav>
      </AppHeader>
      <AppMain>
        <h1>Personal Dashboard</h1>
        <p>
          {user ? `Welcome back, ${user.name}. ` : ''}Your personal workspace for growth and impact
        </p>
      </AppMain>
    </AppShell>
  );
}
