export { TextInput } from './text-input';
export type { TextInputProps } from './text-input';
