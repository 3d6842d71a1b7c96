export { Chip, Tag } from './tag';
export type { ChipProps, TagProps, TagTone } from './tag';
