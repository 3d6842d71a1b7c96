import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button';
import { ConfirmDialog } from './confirm-dialog';

function Demo({ tone = 'primary' }: { tone?: 'primary' | 'danger' }) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState('');
  return (
    <div style={{ display: 'grid', gap: 'var(--space-2)', justifyItems: 'start' }}>
      <Button variant={tone === 'danger' ? 'danger' : 'secondary'} onClick={() => setOpen(true)}>
        {tone === 'danger' ? 'Delete account' : 'Exit exercise'}
      </Button>
      <p>{result}</p>
      <ConfirmDialog
        open={open}
        tone={tone}
        title={tone === 'danger' ? 'Delete your account?' : 'Are you sure you want to exit?'}
        message={tone === 'danger' ? 'This removes your results for good.' : 'Your answers so far will not be saved.'}
        confirmLabel={tone === 'danger' ? 'Delete' : 'Exit'}
        cancelLabel="Stay"
        onConfirm={() => {
          setResult('Confirmed');
          setOpen(false);
        }}
        onCancel={() => {
          setResult('Cancelled');
          setOpen(false);
        }}
      />
    </div>
  );
}

const meta = { title: 'Overlays/ConfirmDialog', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--space-6)' }}>
      <Demo />
      <Demo tone="danger" />
    </div>
  ),
};
