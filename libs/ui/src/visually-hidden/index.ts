export { VisuallyHidden, visuallyHiddenClassName } from './visually-hidden';
