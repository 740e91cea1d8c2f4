import { AppBrand, AppHeader, AppMain, AppShell, ErrorBoundary, ThemeSwitch } from '@q/ui';
import { IntegrationsPanel } from './integrations-panel';
import { MembersSection } from './members-section';
import { SettingsTabs } from './settings-tabs';
import * as S from './styled';

function ComingSoon({ title }: { title: string }) {
  return (
    <S.ComingSoon>
      <h2>{title}</h2>
      <p>{title} will be available in the next update.</p>
    </S.ComingSoon>
  );
}

/**
 * System Settings (/settings): integrations and, for an admin, the people with access; sync and
 * access settings announced.
 */
export function SettingsPage() {
  return (
    <AppShell>
      <AppHeader>
        <AppBrand href="/">aitchQ</AppBrand>
        <S.HeaderTools>
          <ThemeSwitch />
          <S.BackLink href="/qube">Back to Dashboard</S.BackLink>
        </S.HeaderTools>
      </AppHeader>
      <AppMain>
        <S.PageTitle>
          <h1>System Settings</h1>
          <p>Connect the systems your dashboards read from.</p>
        </S.PageTitle>
        <SettingsTabs
          label="Settings sections"
          tabs={[
            {
              id: 'integrations',
              label: 'System Integrations',
              panel: (
                <>
                  <ErrorBoundary>
                    <IntegrationsPanel />
                  </ErrorBoundary>
                  <ErrorBoundary>
                    <MembersSection />
                  </ErrorBoundary>
                </>
              ),
            },
            { id: 'sync', label: 'Sync Settings', panel: <ComingSoon title="Sync Settings" /> },
            {
              id: 'security',
              label: 'Security & Access',
              panel: <ComingSoon title="Security & Access" />,
            },
          ]}
        />
      </AppMain>
    </AppShell>
  );
}
