import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextInput } from './text-input';

const meta = {
  title: 'Forms/TextInput',
  component: TextInput,
  args: { 'aria-label': 'Email', type: 'email', placeholder: 'you@example.com' },
} satisfies Meta<typeof TextInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const field = { display: 'grid', gap: 'var(--space-2)' } as const;

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-6)', maxWidth: '28rem' }}>
      <label style={field}>
        Empty
        <TextInput placeholder="Product Manager" />
      </label>
      <label style={field}>
        Filled
        <TextInput defaultValue="Data Analyst" />
      </label>
      <label style={field}>
        Invalid
        <TextInput type="email" defaultValue="not-an-address" aria-invalid="true" />
      </label>
      <label style={field}>
        Disabled
        <TextInput defaultValue="ada@example.com" disabled />
      </label>
      <label style={field}>
        Date
        <TextInput type="date" defaultValue="2027-03-01" />
      </label>
    </div>
  ),
};
