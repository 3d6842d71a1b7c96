import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScoreBadge } from './score-badge';

const meta = { title: 'Data display/ScoreBadge', component: ScoreBadge, args: { score: 8.5 } } satisfies Meta<typeof ScoreBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center', flexWrap: 'wrap' }}>
      {[10, 8, 7.99, 5, 3, 2.99, 0].map((score) => (
        <ScoreBadge key={score} score={score} />
      ))}
      <ScoreBadge score={6} showMax />
    </div>
  ),
};
