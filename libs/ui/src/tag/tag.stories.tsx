import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Chip, Tag } from './tag';

const meta = { title: 'Data display/Tag', component: Tag, args: { children: 'python' } } satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function Chips() {
  const [skills, setSkills] = useState(['sql', 'python', 'stakeholder management']);
  const [selected, setSelected] = useState<string[]>(['leadership']);
  const toggle = (name: string) => setSelected((list) => (list.includes(name) ? list.filter((item) => item !== name) : [...list, name]));
  return (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <div style={{ display: 'flex', gap: 'var(--space-2)', flexWrap: 'wrap' }}>
        <Tag>neutral</Tag>
        <Tag tone="primary">primary</Tag>
        <Tag tone="accent">accent</Tag>
      </div>
      <div style={{ display: 'flex', gap: 'var(--space-2)', flexWrap: 'wrap' }}>
        {skills.map((skill) => (
          <Chip key={skill} label={skill} onRemove={() => setSkills((list) => list.filter((item) => item !== skill))} />
        ))}
      </div>
      <div style={{ display: 'flex', gap: 'var(--space-2)', flexWrap: 'wrap' }}>
        {['leadership', 'communication', 'data analysis'].map((name) => (
          <Chip key={name} label={name} selected={selected.includes(name)} onSelectedChange={() => toggle(name)} />
        ))}
        <Chip label="selected and removable" selected onRemove={() => undefined} />
        <Chip label="static chip" />
      </div>
    </div>
  );
}

export const AllStates: Story = { render: () => <Chips /> };
