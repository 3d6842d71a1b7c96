export { Button, LinkButton } from './button';
export type { ButtonProps, LinkButtonProps } from './button';
export { buttonClassName } from './button-class-name';
export type { ButtonSize, ButtonVariant } from './button-class-name';
