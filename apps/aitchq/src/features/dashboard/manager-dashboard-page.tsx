import { useAuth } from '@q/api-client';
import { AppBrand, AppHeader, AppMain, AppShell, Button, NavList } from '@q/ui';
import { Link } from '@tanstack/react-router';

export function ManagerDashboardPage() {
  const { user, logout } = useAuth();
  const signOut = async () => {
    await logout();
    window.location.assign('/');
  };
  return (
    <AppShell>
      <AppHeader>
        <AppBrand href="/">aitchQ</AppBrand>
        <nav aria-label="Dashboards">
          <NavList>
            <li>
              <a href="/qube">Qube</a>
            </li>
            <li>
              <a href="/eyeq-dashboard">eyeQ</a>
            </li>
            <li>
              <Link to="/settings">Settings</Link>
            </li>
          </NavList>
        </nav>
        {user && (
          <Button variant="ghost" onClick={() => void signOut()}>
            Sign out {user.name}
          </Button>
        )}
      </AppHeader>
      <AppMain>
        <h1>Your Management Headquarters</h1>
      </AppMain>
    </AppShell>
  );
}
