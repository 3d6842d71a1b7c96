import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ScoreBadge } from '../score-badge';
import { ResponsiveTable } from './responsive-table';
import type { ResponsiveTableColumn } from './responsive-table';

interface Skill {
  name: string;
  level: string;
  experience: string;
  score: number;
}

const rows: Skill[] = [
  { name: 'python', level: 'Advanced', experience: '3-5 years', score: 8.4 },
  { name: 'sql', level: 'Intermediate', experience: '1-3 years', score: 6.1 },
  { name: 'kubernetes', level: 'Beginner', experience: '0-1 year', score: 2.4 },
];

const columns: ResponsiveTableColumn<Skill>[] = [
  { key: 'name', header: 'Skill' },
  { key: 'level', header: 'Level of experience' },
  { key: 'experience', header: 'Experience' },
  { key: 'score', header: 'Score', align: 'end', render: (row) => <ScoreBadge score={row.score} /> },
];

function SkillsTable(props: { activatable?: boolean; empty?: boolean; hideCaption?: boolean }) {
  return (
    <ResponsiveTable
      caption="Hard skills"
      hideCaption={props.hideCaption}
      columns={columns}
      rows={props.empty ? [] : rows}
      getRowKey={(row) => row.name}
      onRowActivate={props.activatable ? fn() : undefined}
    />
  );
}

const meta = {
  title: 'Data display/ResponsiveTable',
  component: SkillsTable,
  parameters: { docs: { description: { component: 'Resize below 640px to see the card layout.' } } },
} satisfies Meta<typeof SkillsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-8)' }}>
      <SkillsTable />
      <SkillsTable activatable hideCaption />
      <SkillsTable empty />
    </div>
  ),
};
