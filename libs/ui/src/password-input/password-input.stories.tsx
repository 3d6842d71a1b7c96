import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordInput } from './password-input';

const meta = {
  title: 'Forms/PasswordInput',
  component: PasswordInput,
  args: { 'aria-label': 'Password', autoComplete: 'current-password', defaultValue: 'violet tractor' },
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const field = { display: 'grid', gap: 'var(--space-2)' } as const;

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-6)', maxWidth: '28rem' }}>
      <div style={field}>
        <label htmlFor="pw-empty">Empty</label>
        <PasswordInput id="pw-empty" autoComplete="new-password" />
      </div>
      <div style={field}>
        <label htmlFor="pw-filled">Filled (press Show to read it)</label>
        <PasswordInput id="pw-filled" autoComplete="current-password" defaultValue="violet tractor" />
      </div>
      <div style={field}>
        <label htmlFor="pw-invalid">Invalid</label>
        <PasswordInput id="pw-invalid" autoComplete="new-password" defaultValue="short" aria-invalid="true" />
      </div>
    </div>
  ),
};
