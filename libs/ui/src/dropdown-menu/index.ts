export { DropdownMenu } from './dropdown-menu';
export type { DropdownMenuItem, DropdownMenuLinkProps, DropdownMenuProps } from './dropdown-menu';
