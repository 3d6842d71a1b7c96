import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './text-area';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'What activities make you lose track of time?', maxLength: 500 },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-8)', maxWidth: '36rem' }}>
      <TextArea label="Empty with a hint" hint="A few sentences are enough." maxLength={500} />
      <TextArea label="Part filled" defaultValue="Mentoring new colleagues and untangling messy data." maxLength={500} />
      <TextArea label="Too long" defaultValue={'I love solving problems. '.repeat(3)} maxLength={40} />
      <TextArea label="With a form error" error="Please answer this question." />
    </div>
  ),
};
