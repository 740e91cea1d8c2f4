import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button';
import { Dialog, type DialogProps, SidePanel } from './dialog';

function Demo({ kind, initialOpen }: { kind: 'modal' | 'side'; initialOpen: boolean }) {
  const [open, setOpen] = useState(initialOpen);
  const Frame = kind === 'modal' ? Dialog : SidePanel;
  const props: DialogProps = {
    open,
    onOpenChange: setOpen,
    title: kind === 'modal' ? 'Signal details' : 'AI Insights',
    description: 'What changed and what to do about it.',
    children: <p>Enterprise churn risk rose 4 points this month.</p>,
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Frame {...props} />
    </>
  );
}

const meta = {
  title: 'Kit/Dialog',
  component: Demo,
  args: { kind: 'modal', initialOpen: true },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ModalOpen: Story = {};
export const ModalClosed: Story = { args: { initialOpen: false } };
export const SidePanelOpen: Story = { args: { kind: 'side' } };
