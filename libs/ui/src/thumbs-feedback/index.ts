export { ThumbsFeedback } from './thumbs-feedback';
export type { ThumbsChoice, ThumbsFeedbackProps } from './thumbs-feedback';
