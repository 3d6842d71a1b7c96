import type { Meta, StoryObj } from '@storybook/react-vite';
import { Collapsible } from './collapsible';

const meta = {
  title: 'Layout/Collapsible',
  component: Collapsible,
  args: { title: 'Hard skills', status: 'Mostly meet', score: 8.2, children: 'python · 3-5 years · 8.2' },
} satisfies Meta<typeof Collapsible>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-3)', maxWidth: '40rem' }}>
      <Collapsible title="Hard skills" status="Mostly meet" score={8.2}>
        Content
      </Collapsible>
      <Collapsible title="Soft skills" status="Attention" score={5.5}>
        Content
      </Collapsible>
      <Collapsible title="Personality" status="No match" score={2.1}>
        Content
      </Collapsible>
      <Collapsible title="Interests" status="Partly">
        Neutral status, no score.
      </Collapsible>
      <Collapsible title="Work preferences" defaultOpen>
        Open by request.
      </Collapsible>
    </div>
  ),
};
