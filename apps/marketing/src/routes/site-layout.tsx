import { Outlet } from '@tanstack/react-router';
import { SiteFrame } from '../lib/site-frame';

/** The public pages inside the site's navigation and footer. */
export function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}
