import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button';
import { Dialog } from './dialog';

function DialogDemo({ initiallyOpen = false, withFooter = false }: { initiallyOpen?: boolean; withFooter?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Read Bio
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Ada, Founder"
        footer={withFooter ? <Button onClick={() => setOpen(false)}>Done</Button> : undefined}
      >
        <p>Ada spent ten years in finance before moving into machine learning, and now helps others make the same jump.</p>
      </Dialog>
    </>
  );
}

const meta = { title: 'Overlays/Dialog', component: DialogDemo } satisfies Meta<typeof DialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--space-3)' }}>
      <DialogDemo />
      <DialogDemo withFooter />
    </div>
  ),
};
