import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppBrand, AppHeader, AppMain, AppShell, NavList } from './styled';

const meta = {
  title: 'Kit/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Frame: Story = {
  render: () => (
    <AppShell>
      <AppHeader>
        <AppBrand href="/qube">Qube</AppBrand>
        <nav aria-label="Dashboards">
          <NavList>
            <li>
              <a href="/qube/okrs">OKRs</a>
            </li>
            <li>
              <a href="/qube/people">People</a>
            </li>
          </NavList>
        </nav>
      </AppHeader>
      <AppMain>
        <h1>Executive Command Center</h1>
      </AppMain>
    </AppShell>
  ),
};
