import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select';

const levels = (
  <>
    <option value="" disabled>
      Select
    </option>
    <option value="junior">Junior</option>
    <option value="middle">Mid-level</option>
    <option value="senior">Senior</option>
  </>
);

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { 'aria-label': 'Level', defaultValue: '', children: levels },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const field = { display: 'grid', gap: 'var(--space-2)' } as const;

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-6)', maxWidth: '28rem' }}>
      <label style={field}>
        Nothing chosen
        <Select defaultValue="">{levels}</Select>
      </label>
      <label style={field}>
        Chosen
        <Select defaultValue="senior">{levels}</Select>
      </label>
      <label style={field}>
        Invalid
        <Select defaultValue="" aria-invalid="true">
          {levels}
        </Select>
      </label>
      <label style={field}>
        Disabled
        <Select defaultValue="middle" disabled>
          {levels}
        </Select>
      </label>
    </div>
  ),
};
