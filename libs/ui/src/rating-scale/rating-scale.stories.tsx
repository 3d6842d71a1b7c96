import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RatingScale } from './rating-scale';

function Demo({ initial = null, label = 'I have a clear picture of where I want my career to go.' }: { initial?: number | null; label?: string }) {
  const [value, setValue] = useState<number | null>(initial);
  return <RatingScale label={label} value={value} onChange={setValue} />;
}

const meta = { title: 'Forms/RatingScale', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-8)' }}>
      <Demo label="Unanswered" />
      <Demo label="Answered with 4" initial={4} />
      <RatingScale label="Custom anchors" value={2} onChange={() => undefined} leftAnchor="Never" rightAnchor="Always" />
    </div>
  ),
};
