import { useAuth } from '@q/api-client';
import { Spinner } from '@q/ui';
import { useEffect } from 'react';
import { SettingsPage } from '../features/settings/settings-page';

/**
 * /settings, loaded on first visit: the dashboard never pays for its code. It exists only for
 * signed-in users; visitors are sent to the landing page.
 */
export function SettingsRoute() {
  const { isAuthenticated } = useAuth();
  useEffect(() => {
    if (!isAuthenticated) window.location.replace('/');
  }, [isAuthenticated]);
  if (!isAuthenticated) return <Spinner label="Loading" />;
  return <SettingsPage />;
}
