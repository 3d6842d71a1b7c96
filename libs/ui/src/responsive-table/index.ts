export { ResponsiveTable } from './responsive-table';
export type { ResponsiveTableColumn, ResponsiveTableProps } from './responsive-table';
