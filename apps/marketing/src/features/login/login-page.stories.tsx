import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginPage } from './login-page';

const DEMO_USERS = [
  { id: 1, name: 'Alex Morgan', email: 'alex@acme.example', role: 'executive', dashboard: 'qube' },
  { id: 2, name: 'Sarah Chen', email: 'sarah@acme.example', role: 'manager', dashboard: 'aitchq' },
  {
    id: 3,
    name: 'Taylor Brooks',
    email: 'taylor@acme.example',
    role: 'individual_contributor',
    dashboard: 'eyeq',
  },
];

/** The sample state: the demo login, and no identity provider. */
const SAMPLE_OPTIONS = { json: { company: null, provider: null, demoLogin: true } };

const OKTA = {
  name: 'Okta',
  signInPath: '/api/auth/oidc/start',
  signOutUrl: 'https://acme.okta.example/oauth2/v1/logout',
};
const PROVIDER_ONLY = { json: { company: 'Acme', provider: OKTA, demoLogin: false } };
const PROVIDER_AND_DEMO = { json: { company: 'Acme', provider: OKTA, demoLogin: true } };

const meta = {
  title: 'Marketing/Login',
  component: LoginPage,
  args: { redirect: undefined, navigate: () => undefined },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    requests: { '/api/demo-users': 'loading', '/api/auth/sign-in-options': 'loading' },
  },
};
export const Empty: Story = {
  parameters: {
    requests: { '/api/demo-users': { json: [] }, '/api/auth/sign-in-options': SAMPLE_OPTIONS },
  },
};
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    requests: {
      '/api/demo-users': { status: 503, body: 'down' },
      '/api/auth/sign-in-options': SAMPLE_OPTIONS,
    },
  },
};
export const WithData: Story = {
  parameters: {
    requests: {
      '/api/demo-users': { json: DEMO_USERS },
      '/api/auth/sign-in-options': SAMPLE_OPTIONS,
    },
  },
};
export const WithRedirect: Story = {
  args: { redirect: 'aitchq' },
  parameters: {
    requests: {
      '/api/demo-users': { json: DEMO_USERS },
      '/api/auth/sign-in-options': SAMPLE_OPTIONS,
    },
  },
};

/** The company's identity provider, and no demo login: one way in. */
export const ProviderOnly: Story = {
  args: { redirect: 'aitchq' },
  parameters: {
    requests: { '/api/demo-users': { json: [] }, '/api/auth/sign-in-options': PROVIDER_ONLY },
  },
};

/** The identity provider above the demo accounts. */
export const ProviderAndDemo: Story = {
  parameters: {
    requests: {
      '/api/demo-users': { json: DEMO_USERS },
      '/api/auth/sign-in-options': PROVIDER_AND_DEMO,
    },
  },
};

/** Back from the provider, refused: the person is not in the company's directory. */
export const Refused: Story = {
  args: { signInProblem: 'not-in-directory' },
  parameters: {
    requests: { '/api/demo-users': { json: [] }, '/api/auth/sign-in-options': PROVIDER_ONLY },
  },
};

/** Signed out of a session made through the provider: its own sign-out is offered. */
export const SignedOut: Story = {
  args: { isSignedOut: true },
  parameters: {
    requests: { '/api/demo-users': { json: [] }, '/api/auth/sign-in-options': PROVIDER_ONLY },
  },
};
