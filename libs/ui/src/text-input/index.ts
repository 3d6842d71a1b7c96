export { TextInput, textFieldClassName } from './text-input';
export type { TextInputProps } from './text-input';
