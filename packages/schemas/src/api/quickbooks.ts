import { endpoint } from './endpoint';

const quickbooks = () => import('../quickbooks');
const signIn = () => import('../sign-in');
const common = () => import('../common');

/**
 * Connecting QuickBooks Online by consent (OAuth 2.0 authorization code): an admin's browser is
 * sent to Intuit, and comes back to the callback, which stores the grant and returns to Settings.
 */
export const QUICKBOOKS_API = {
  quickbooksConnect: endpoint({
    method: 'GET',
    path: '/api/system-integrations/:id/quickbooks/connect',
    access: 'session',
    scope: 'organisation',
    tag: 'integrations',
    summary:
      "Admins: start connecting the organisation's QuickBooks integration: redirects (303) to Intuit's consent page",
    status: 303,
    errors: [403, 409],
    schemas: async () => {
      const [{ ZRedirect }, { ZIdParam }] = await Promise.all([signIn(), common()]);
      return { params: ZIdParam, response: ZRedirect };
    },
  }),
  quickbooksCallback: endpoint({
    method: 'GET',
    path: '/api/integrations/quickbooks/callback',
    access: 'session',
    scope: 'organisation',
    tag: 'integrations',
    summary:
      'Where Intuit returns after consent: exchanges the code, stores the grant sealed and redirects (303) to /settings?quickbooks=<outcome>; 400 when the state is not the one this browser was sent with',
    status: 303,
    errors: [400, 403],
    rateLimit: 'outbound-call',
    schemas: async () => {
      const [{ ZQuickBooksCallbackQuery }, { ZRedirect }] = await Promise.all([
        quickbooks(),
        signIn(),
      ]);
      return { query: ZQuickBooksCallbackQuery, response: ZRedirect };
    },
  }),
};
