import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../card';
import { Carousel } from './carousel';

const members = ['Ada', 'Grace', 'Linus', 'Margaret', 'Alan', 'Barbara'];

function TeamCarousel({ step, label = 'Our team' }: { step?: number; label?: string }) {
  return (
    <Carousel label={label} step={step}>
      {members.map((name) => (
        <Card key={name} as="article" heading={name} headingLevel={3}>
          <p style={{ width: '14rem' }}>Coach and former career changer.</p>
          <a href={`#${name}`}>Read Bio</a>
        </Card>
      ))}
    </Carousel>
  );
}

const meta = { title: 'Layout/Carousel', component: TeamCarousel } satisfies Meta<typeof TeamCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-10)', maxWidth: '48rem' }}>
      <TeamCarousel />
      <TeamCarousel label="Small steps (120px)" step={120} />
    </div>
  ),
};
