export { Spinner } from './spinner';
export type { SpinnerProps, SpinnerSize } from './spinner';
