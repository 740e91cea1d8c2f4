import { useDocumentTitle } from '@q/ui';
import { CookieNotice } from '../features/cookie-notice/cookie-notice';
import { LandingPage } from '../features/landing/landing-page';

/** The landing page with its cookie notice (/, /landing, and unknown paths when signed out). */
export function LandingRoute() {
  useDocumentTitle('Signals become solutions');
  return (
    <>
      <LandingPage />
      <CookieNotice />
    </>
  );
}
