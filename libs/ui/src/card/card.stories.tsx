import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { heading: 'Where Am I Now', children: '3 minutes · 10 questions' },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-4)', maxWidth: '28rem' }}>
      <Card heading="As a div">Plain grouping.</Card>
      <Card as="section" heading="As a labelled section" headingLevel={3}>
        A region named by its heading.
      </Card>
      <Card as="article">An article without a heading.</Card>
    </div>
  ),
};
