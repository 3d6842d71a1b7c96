import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ThumbsFeedback } from './thumbs-feedback';

const meta = { title: 'Feedback/ThumbsFeedback', component: ThumbsFeedback, args: { onChange: fn() } } satisfies Meta<typeof ThumbsFeedback>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-8)' }}>
      <ThumbsFeedback {...args} />
      <ThumbsFeedback {...args} question="How did this result feel?" autoDismissMs={10_000} />
    </div>
  ),
};
