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

const meta = {
  title: 'Marketing/Login',
  component: LoginPage,
  args: { redirect: undefined, navigate: () => undefined },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { requests: { '/api/demo-users': 'loading' } } };
export const Empty: Story = { parameters: { requests: { '/api/demo-users': { json: [] } } } };
export const ErrorState: Story = {
  name: 'Error',
  parameters: { requests: { '/api/demo-users': { status: 503, body: 'down' } } },
};
export const WithData: Story = {
  parameters: { requests: { '/api/demo-users': { json: DEMO_USERS } } },
};
export const WithRedirect: Story = {
  args: { redirect: 'aitchq' },
  parameters: { requests: { '/api/demo-users': { json: DEMO_USERS } } },
};
