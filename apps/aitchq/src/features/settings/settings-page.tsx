import { organisationQuery } from '@q/api-client';
import { AppBrand, AppHeader, AppMain, AppShell, ErrorBoundary, Spinner, ThemeSwitch } from '@q/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { IntegrationsPanel } from './integrations-panel';
import { MembersSection } from './members-section';
import { type SettingsTab, SettingsTabs } from './settings-tabs';
import * as S from './styled';

// The Audit Log's code (its table, filters, export and the trail's labels) loads when an admin
// first opens its tab, not with the page.
const AuditLog = lazy(() => import('./audit-log').then(({ AuditLog }) => ({ default: AuditLog })));
// The AI Assistant tab's code (its form and preview) likewise loads when its tab is first opened.
const AssistantModelPanel = lazy(() =>
  import('./assistant-model-panel').then(({ AssistantModelPanel }) => ({
    default: AssistantModelPanel,
  })),
);

function ComingSoon({ title }: { title: string }) {
  return (
    <S.ComingSoon>
      <h2>{title}</h2>
      <p>{title} will be available in the next update.</p>
    </S.ComingSoon>
  );
}

const AUDIT_LOG_TAB: SettingsTab = {
  id: 'audit',
  label: 'Audit Log',
  panel: (
    <ErrorBoundary>
      <Suspense fallback={<Spinner label="Loading the audit log" />}>
        <AuditLog />
      </Suspense>
    </ErrorBoundary>
  ),
};

const ASSISTANT_TAB: SettingsTab = {
  id: 'assistant',
  label: 'AI Assistant',
  panel: (
    <ErrorBoundary>
      <Suspense fallback={<Spinner label="Loading the AI Assistant settings" />}>
        <AssistantModelPanel />
      </Suspense>
    </ErrorBoundary>
  ),
};

/**
 * System Settings (/settings): integrations and, for an admin, the people with access; sync and
 * access settings announced; for an admin of a company's own organisation, the Audit Log. Anyone
 * else, and anyone while it is not known who they are, has no Audit Log tab and the trail is
 * never asked for (the server refuses it). Last, for everyone signed in, the AI Assistant: the
 * state of the organisation's language model, its settings and preview for an admin.
 */
export function SettingsPage() {
  const organisation = useQuery(organisationQuery());
  const canReadAuditLog = organisation.data?.canManageAccess === true;
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
            ...(canReadAuditLog ? [AUDIT_LOG_TAB] : []),
            ASSISTANT_TAB,
          ]}
        />
      </AppMain>
    </AppShell>
  );
}
