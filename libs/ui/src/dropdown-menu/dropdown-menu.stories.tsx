import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DropdownMenu } from './dropdown-menu';

const meta = {
  title: 'Navigation/DropdownMenu',
  component: DropdownMenu,
  args: {
    label: 'Assessments',
    items: [
      { label: "What's Not Working", href: '#not-working' },
      { label: 'Who Am I', href: '#who-am-i', current: true },
      { label: 'Where Am I Now', href: '#where-am-i-now' },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'space-between', minHeight: '14rem' }}>
      <DropdownMenu {...args} />
      <DropdownMenu label="Resources" items={[{ label: 'Career guide', href: '#guide' }, { label: 'Books', href: '#books' }]} />
      <DropdownMenu
        label="Account"
        align="end"
        items={[
          { label: 'Dashboard', href: '#dashboard' },
          { label: 'Sign out', onSelect: fn() },
        ]}
      />
    </div>
  ),
};
