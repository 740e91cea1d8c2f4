import { jsonFetch, renderPage } from '@q/ui/testing';
import { act, fireEvent, screen } from '@testing-library/react';
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
    jsonFetch({ '/api/demo-users': DEMO_USERS, 'POST /api/auth/login': login }),
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
