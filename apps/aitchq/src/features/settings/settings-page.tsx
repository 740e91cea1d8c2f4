import { AppBrand, AppHeader, AppMain, AppShell } from '@q/ui';

export function SettingsPage() {
  return (
    <AppShell>
      <AppHeader>
        <AppBrand href="/">aitchQ</AppBrand>
        <a href="/qube">Back to Dashboard</a>
      </AppHeader>
      <AppMain>
        <h1>System Settings</h1>
      </AppMain>
    </AppShell>
  );
}
