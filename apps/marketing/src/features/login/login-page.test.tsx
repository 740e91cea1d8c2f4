import { jsonFetch, renderPage } from '@q/ui/testing';
import { act, cleanup as cleanupPage, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page';

const DEMO_USERS = [
  { id: 1, name: 'Alex Morgan', email: 'alex@acme.example', role: 'executive', dashboard: 'qube' },
  { id: 2, name: 'Sarah Chen', email: 'sarah@acme.example', role: 'manager', dashboard: 'aitchq' },
  {
    id: 4,
    name: 'Jordan Lee',
    email: 'jordan@acme.example',
    role: 'individual_contributor',
    dashboard: 'eyeq',
  },
];

function userFor(email: string) {
  const account = DEMO_USERS.find((candidate) => candidate.email === email);
  if (!account) return undefined;
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    preferences: { defaultDashboard: account.dashboard },
  };
}

/** The sample state: the demo login, and no identity provider. */
const SAMPLE_OPTIONS = { company: null, provider: null, demoLogin: true };

function serverWithDemoUsers() {
  const login = vi.fn((init?: RequestInit) => {
    const { email } = JSON.parse(String(init?.body)) as { email: string };
    const user = userFor(email);
    return user
      ? new Response(JSON.stringify({ user }), { headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify({ message: 'User not found' }), { status: 401 });
  });
  vi.stubGlobal(
    'fetch',
    jsonFetch({
      '/api/demo-users': DEMO_USERS,
      '/api/auth/sign-in-options': SAMPLE_OPTIONS,
      'POST /api/auth/login': login,
    }),
  );
  return login;
}

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

/** The toast the page hands to the next page (see `carryToastToNextPage`). */
function carriedToast(): unknown {
  const raw = sessionStorage.getItem('carriedToast');
  return raw === null ? null : JSON.parse(raw);
}

describe('LoginPage', () => {
  it('lists the demo accounts and highlights the one for the requested dashboard', async () => {
    serverWithDemoUsers();
    await renderPage(<LoginPage redirect="eyeq" />, { path: '/login?redirect=eyeq' });
    expect(await screen.findByRole('button', { name: /Jordan Lee/ })).toHaveTextContent(
      'Recommended',
    );
    expect(screen.getByRole('button', { name: /Alex Morgan/ })).not.toHaveTextContent(
      'Recommended',
    );
  });

  it('signs in with a demo account and leaves for its dashboard after 500 ms', async () => {
    const login = serverWithDemoUsers();
    const navigate = vi.fn();
    await renderPage(<LoginPage redirect={undefined} navigate={navigate} />);
    const alex = await screen.findByRole('button', { name: /Alex Morgan/ });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(alex);
    expect((await screen.findAllByText('Login successful')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Welcome to your personalized workspace!').length).toBeGreaterThan(
      0,
    );
    expect(login).toHaveBeenCalledOnce();

    // The redirect waits POST_LOGIN_REDIRECT_DELAY_MS (500 ms) after the success toast.
    expect(navigate).not.toHaveBeenCalled();
    expect(carriedToast()).toBeNull();
    act(() => vi.advanceTimersByTime(500));
    expect(navigate).toHaveBeenCalledWith('/qube');
    // The dashboard is another page: the toast goes with the redirect, for the rest of its time.
    expect(carriedToast()).toEqual({
      title: 'Login successful',
      description: 'Welcome to your personalized workspace!',
      closesAt: expect.any(Number),
    });
  });

  it('carries the typed-email welcome to the dashboard it leaves for', async () => {
    serverWithDemoUsers();
    const navigate = vi.fn();
    await renderPage(<LoginPage redirect="aitchq" navigate={navigate} />);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'jordan@acme.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect((await screen.findAllByText('Welcome to your workspace!')).length).toBeGreaterThan(0);
    act(() => vi.advanceTimersByTime(500));

    expect(navigate).toHaveBeenCalledWith('/dashboard');
    expect(carriedToast()).toMatchObject({
      title: 'Login successful',
      description: 'Welcome to your workspace!',
    });
  });

  it('ignores an empty email and explains an unknown one', async () => {
    const login = serverWithDemoUsers();
    const navigate = vi.fn();
    await renderPage(<LoginPage redirect={undefined} navigate={navigate} />);
    const submit = await screen.findByRole('button', { name: 'Continue with email' });

    fireEvent.click(submit);
    expect(login).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Email'), {
      target: { value: 'nobody@nowhere.example' },
    });
    fireEvent.click(submit);
    expect(
      (await screen.findAllByText('User not found. Try one of the demo accounts.')).length,
    ).toBeGreaterThan(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('still offers the email form when the demo accounts cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({ '/api/demo-users': () => new Response('down', { status: 503 }) }),
    );
    await renderPage(<LoginPage redirect={undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The demo accounts could not be loaded',
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });
});

const OKTA = {
  name: 'Okta',
  signInPath: '/api/auth/oidc/start',
  signOutUrl: 'https://acme.okta.example/logout?post_logout_redirect_uri=x',
} as const;
const PROVIDER_ONLY = { company: 'Acme', provider: OKTA, demoLogin: false };
const PROVIDER_AND_DEMO = { company: 'Acme', provider: OKTA, demoLogin: true };

const never = () => new Promise<Response>(() => {});

/** The server with these sign-in options (or an answer for them); the demo accounts listed. */
function serverWithOptions(options: unknown) {
  vi.stubGlobal(
    'fetch',
    jsonFetch({ '/api/demo-users': DEMO_USERS, '/api/auth/sign-in-options': options }),
  );
}

const LEAD_TODAY = 'Pick a demo account to explore a dashboard — no password needed.';

describe('LoginPage with the sign-in options', () => {
  it('keeps the sample state as it was: the demo accounts and the email box, nothing else', async () => {
    serverWithOptions(SAMPLE_OPTIONS);
    await renderPage(<LoginPage redirect={undefined} />);
    expect(await screen.findByRole('button', { name: /Alex Morgan/ })).toBeVisible();
    expect(screen.getByText(LEAD_TODAY)).toBeVisible();
    expect(screen.getByLabelText('Email')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Sign in with/ })).not.toBeInTheDocument();
    expect(screen.queryByText('or try a demo account')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('You are signed out of Q.')).not.toBeInTheDocument();
  });

  it('keeps the demo accounts’ placeholders and the email box while the options load', async () => {
    vi.stubGlobal(
      'fetch',
      jsonFetch({ '/api/demo-users': never, '/api/auth/sign-in-options': never }),
    );
    await renderPage(<LoginPage redirect={undefined} />);
    const demo = await screen.findByRole('region', { name: 'Demo accounts' });
    expect(within(demo).getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText(LEAD_TODAY)).toBeVisible();
    expect(screen.getByLabelText('Email')).toBeVisible();
  });

  it('offers the demo as before when the options cannot be loaded', async () => {
    serverWithOptions(() => new Response('down', { status: 503 }));
    await renderPage(<LoginPage redirect={undefined} />);
    expect(await screen.findByRole('button', { name: /Alex Morgan/ })).toBeVisible();
    expect(screen.getByLabelText('Email')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Sign in with/ })).not.toBeInTheDocument();
  });

  it('offers only the company sign-in, first, when there is no demo login', async () => {
    serverWithOptions(PROVIDER_ONLY);
    await renderPage(<LoginPage redirect={undefined} />);
    const signIn = await screen.findByRole('link', { name: 'Sign in with Okta' });
    // A plain link: the browser leaves for the server's start of the provider's sign-in.
    expect(signIn).toHaveAttribute('href', '/api/auth/oidc/start');
    expect(screen.getByText('Sign in with your company account.')).toBeVisible();
    expect(screen.queryByText(LEAD_TODAY)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Demo accounts' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Alex Morgan/ })).not.toBeInTheDocument();
    expect(screen.queryByText('or try a demo account')).not.toBeInTheDocument();

    // Reached from the keyboard right after the way home.
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Q home' })).toHaveFocus();
    await user.tab();
    expect(signIn).toHaveFocus();
  });

  it('says so when the server offers no way to sign in at all', async () => {
    serverWithOptions({ company: null, provider: null, demoLogin: false });
    await renderPage(<LoginPage redirect={undefined} />);
    expect(
      await screen.findByText('No way to sign in is set up here yet; ask an admin.'),
    ).toBeVisible();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Sign in with/ })).not.toBeInTheDocument();
  });

  it('comes back to the dashboard asked for', async () => {
    serverWithOptions(PROVIDER_ONLY);
    await renderPage(<LoginPage redirect="aitchq" />, { path: '/login?redirect=aitchq' });
    expect(await screen.findByRole('link', { name: 'Sign in with Okta' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/start?returnTo=%2Fdashboard',
    );
  });

  it('puts the company sign-in above the demo accounts, with a divider, when both are on', async () => {
    serverWithOptions(PROVIDER_AND_DEMO);
    await renderPage(<LoginPage redirect="eyeq" />);
    const signIn = await screen.findByRole('link', { name: 'Sign in with Okta' });
    expect(signIn).toHaveAttribute('href', '/api/auth/oidc/start?returnTo=%2Feyeq-dashboard');
    expect(screen.getByText(LEAD_TODAY)).toBeVisible();
    const divider = screen.getByText('or try a demo account');
    const demo = screen.getByRole('region', { name: 'Demo accounts' });
    expect(signIn.compareDocumentPosition(divider)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(divider.compareDocumentPosition(demo)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(await within(demo).findByRole('button', { name: /Jordan Lee/ })).toHaveTextContent(
      'Recommended',
    );
    expect(screen.getByLabelText('Email')).toBeVisible();
  });

  it('says why a company sign-in was refused, before the options arrive and after', async () => {
    let answerOptions: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      jsonFetch({
        '/api/demo-users': DEMO_USERS,
        '/api/auth/sign-in-options': () =>
          new Promise<Response>((resolve) => {
            answerOptions = resolve;
          }) as unknown as Response,
      }),
    );
    await renderPage(<LoginPage redirect={undefined} signInProblem="not-in-directory" />);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'You could not be signed in' }),
    ).toBeVisible();
    expect(alert).toHaveTextContent(
      "Your account is not in your company's directory; ask an admin.",
    );

    act(() =>
      answerOptions(
        new Response(JSON.stringify(PROVIDER_ONLY), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    await screen.findByRole('link', { name: 'Sign in with Okta' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Your account is not in Acme's directory; ask an admin.",
    );
    // The alert comes before the way to try again.
    expect(
      screen.getByRole('alert').compareDocumentPosition(screen.getByRole('link', { name: /Okta/ })),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('begins a sentence that names the provider with a capital before the options arrive', async () => {
    serverWithOptions(never);
    await renderPage(<LoginPage redirect={undefined} signInProblem="provider-unavailable" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your identity provider could not be reached. Please try again in a moment.',
    );
  });

  it('names the provider in its words, and ignores a problem it does not know', async () => {
    serverWithOptions(PROVIDER_ONLY);
    await renderPage(<LoginPage redirect={undefined} signInProblem="cancelled" />);
    await screen.findByRole('link', { name: 'Sign in with Okta' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-in was cancelled at Okta. You can try again.',
    );
    cleanupPage();

    serverWithOptions(PROVIDER_ONLY);
    await renderPage(<LoginPage redirect={undefined} signInProblem="<b>hacked</b>" />);
    await screen.findByRole('link', { name: 'Sign in with Okta' });
    // The contract's module, which the page asks for too, has loaded: still nothing to say.
    await act(async () => {
      await import('@q/schemas/sign-in');
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/hacked/)).not.toBeInTheDocument();
  });

  it('says the person is signed out, and offers the provider’s own sign-out', async () => {
    /** The note, a live region of its own (the toaster has another). */
    const signedOutNote = async () =>
      (await screen.findByText('You are signed out of Q.')).closest('[role="status"]');
    serverWithOptions(PROVIDER_ONLY);
    await renderPage(<LoginPage redirect={undefined} isSignedOut />);
    const note = await signedOutNote();
    expect(note).toBeInstanceOf(HTMLElement);
    expect(
      await within(note as HTMLElement).findByRole('link', { name: 'Also sign out of Okta' }),
    ).toHaveAttribute('href', OKTA.signOutUrl);
    cleanupPage();

    serverWithOptions({ ...PROVIDER_ONLY, provider: { ...OKTA, signOutUrl: null } });
    await renderPage(<LoginPage redirect={undefined} isSignedOut />);
    await screen.findByRole('link', { name: 'Sign in with Okta' });
    expect(await signedOutNote()).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('link', { name: /Also sign out/ })).not.toBeInTheDocument();
  });
});
