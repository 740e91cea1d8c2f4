import type { signInPath } from '@q/schemas/apps';

/** The three products of the suite, as the navigation, the landing page and the footer list them. */
export interface Product {
  name: 'Qube' | 'aitchQ' | 'eyeQ';
  /** Who it is for. */
  audience: string;
  /** The dashboard's own name. */
  title: string;
  summary: string;
  /** Its product page. */
  pagePath: '/qube-product' | '/aitchq-product' | '/eyeq-product';
  /** Its live demo dashboard. */
  demoPath: '/qube' | '/dashboard' | '/eyeq';
  /**
   * The demo login that highlights the matching account (`signInPath(dashboard)`, written out:
   * calling it would keep the app manifest, which the login page's sign-in schemas read, in the
   * entry every page loads).
   */
  loginPath: ReturnType<typeof signInPath>;
  highlights: readonly string[];
}

export const PRODUCTS: readonly Product[] = [
  {
    name: 'Qube',
    audience: 'For executives and the C-suite',
    title: 'Executive command center',
    summary:
      'Company health, revenue, margin, retention, objectives and AI market intelligence in one calm view of the business.',
    pagePath: '/qube-product',
    demoPath: '/qube',
    loginPath: '/login?redirect=qube',
    highlights: ['Company Health Index', 'Budget versus actuals', 'AI market signals'],
  },
  {
    name: 'aitchQ',
    audience: 'For people managers and HR leaders',
    title: 'Manager control room',
    summary:
      'People, performance, recruiting, goals, learning, budget and team capacity, with an AI assistant that prioritises your action items.',
    pagePath: '/aitchq-product',
    demoPath: '/dashboard',
    loginPath: '/login?redirect=aitchq',
    highlights: ['Your team at a glance', 'Hiring and headcount', 'Floating AI assistant'],
  },
  {
    name: 'eyeQ',
    audience: 'For individual contributors',
    title: 'Personal productivity hub',
    summary:
      'Personal goals, productivity analytics, a learning path, wellness and career progression, all in your own workspace.',
    pagePath: '/eyeq-product',
    demoPath: '/eyeq',
    loginPath: '/login?redirect=eyeq',
    highlights: ['Goals and impact', 'Focus and productivity', 'Career and learning path'],
  },
];
