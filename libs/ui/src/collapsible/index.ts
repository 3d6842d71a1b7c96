export { Collapsible } from './collapsible';
export type { CollapsibleProps } from './collapsible';
export { statusTone } from './status-tone';
export type { StatusTone } from './status-tone';
