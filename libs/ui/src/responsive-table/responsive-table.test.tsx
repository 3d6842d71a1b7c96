import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResponsiveTable } from './index';
import type { ResponsiveTableColumn } from './index';

interface Role {
  id: string;
  title: string;
  growth: number;
}

const columns: ResponsiveTableColumn<Role>[] = [
  { key: 'title', header: 'Role' },
  { key: 'growth', header: 'Growth', align: 'end', render: (row) => `${row.growth}%` },
];
const rows: Role[] = [
  { id: 'a', title: 'Data Scientist', growth: 36 },
  { id: 'b', title: 'ML Engineer', growth: 23 },
];

describe('ResponsiveTable', () => {
  it('renders real table semantics: caption, column headers and row headers', () => {
    render(<ResponsiveTable caption="Trending roles" columns={columns} rows={rows} getRowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Trending roles' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Role', 'Growth']);
    expect(within(table).getByRole('rowheader', { name: 'Data Scientist' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '36%' })).toBeInTheDocument();
  });

  it('renders the phone cards as description lists with the column headers as terms', () => {
    const { container } = render(<ResponsiveTable caption="Trending roles" columns={columns} rows={rows} getRowKey={(row) => row.id} />);
    const lists = container.querySelectorAll('dl');
    expect(lists).toHaveLength(2);
    expect(Array.from(lists[1]?.querySelectorAll('dt') ?? []).map((dt) => dt.textContent)).toEqual(['Role', 'Growth']);
    expect(Array.from(lists[1]?.querySelectorAll('dd') ?? []).map((dd) => dd.textContent)).toEqual(['ML Engineer', '23%']);
  });

  it('given onRowActivate, the first cell is a button that activates its row from the keyboard', async () => {
    const onRowActivate = vi.fn();
    render(<ResponsiveTable caption="Roles" columns={columns} rows={rows} getRowKey={(row) => row.id} onRowActivate={onRowActivate} />);
    const table = screen.getByRole('table');
    within(table).getByRole('button', { name: 'ML Engineer' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowActivate).toHaveBeenCalledWith(rows[1]);
  });

  it('shows the empty text when there are no rows', () => {
    render(<ResponsiveTable caption="Roles" columns={columns} rows={[]} getRowKey={(row) => row.id} emptyText="No roles yet." />);
    expect(screen.getByText('No roles yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
