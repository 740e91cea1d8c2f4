import type { Meta, StoryObj } from '@storybook/react-vite';
import { DropdownMenu } from './dropdown-menu';

const meta = {
  title: 'Kit/DropdownMenu',
  component: DropdownMenu,
  args: {
    label: 'Features',
    items: [
      { label: 'Qube', href: '/qube-product', description: 'For executives' },
      { label: 'aitchQ', href: '/aitchq-product', description: 'For people managers' },
      { label: 'eyeQ', href: '/eyeq-product' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: '14rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Nav: Story = {};
export const Round: Story = {
  args: { label: 'Q', ariaLabel: 'Contact Q', appearance: 'round', align: 'end' },
};
