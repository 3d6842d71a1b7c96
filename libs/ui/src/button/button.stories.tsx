import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button, LinkButton } from './button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Start self-exploration', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const variants = ['primary', 'secondary', 'ghost', 'danger'] as const;

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      {variants.map((variant) => (
        <div key={variant} style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3)', alignItems: 'center' }}>
          <Button variant={variant}>{variant}</Button>
          <Button variant={variant} size="lg">
            {variant} large
          </Button>
          <Button variant={variant} disabled>
            disabled
          </Button>
          <Button variant={variant} loading>
            saving
          </Button>
          <LinkButton variant={variant} href="#link">
            link
          </LinkButton>
        </div>
      ))}
    </div>
  ),
};
