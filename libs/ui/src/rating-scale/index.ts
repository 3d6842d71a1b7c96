export { RatingScale } from './rating-scale';
export type { RatingScaleProps } from './rating-scale';
