export { Select } from './select';
export type { SelectProps } from './select';
