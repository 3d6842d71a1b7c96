import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { value: 3, max: 10, label: '3 OF 10' },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-6)', maxWidth: '32rem' }}>
      <ProgressBar value={1} max={10} label="1 OF 10" />
      <ProgressBar value={5} max={10} label="5 OF 10" />
      <ProgressBar value={10} max={10} label="10 OF 10" />
      <ProgressBar value={2} max={5} ariaLabel="Step 2 of 5" />
    </div>
  ),
};
