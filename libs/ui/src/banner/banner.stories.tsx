import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button';
import { Banner } from './banner';
import type { BannerTone } from './banner';

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  args: { tone: 'info', children: 'Your progress is saved as you go.' },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function AutoDismiss() {
  const [count, setCount] = useState(0);
  const [shown, setShown] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)', justifyItems: 'start' }}>
      <Button
        variant="secondary"
        onClick={() => {
          setCount((n) => n + 1);
          setShown(true);
        }}
      >
        Copy text
      </Button>
      {shown ? (
        <Banner key={count} tone="success" autoDismissMs={3000} onDismiss={() => setShown(false)}>
          Text Copied to clipboard.
        </Banner>
      ) : null}
    </div>
  );
}

const tones: BannerTone[] = ['info', 'success', 'error'];

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-4)', maxWidth: '36rem' }}>
      {tones.map((tone) => (
        <Banner key={tone} tone={tone} onDismiss={() => undefined}>
          A {tone} message with a dismiss button.
        </Banner>
      ))}
      <Banner tone="info">Without a dismiss button.</Banner>
      <AutoDismiss />
    </div>
  ),
};
