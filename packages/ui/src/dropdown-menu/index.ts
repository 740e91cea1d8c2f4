export type { DropdownMenuItem, DropdownMenuProps } from './dropdown-menu';
export { DropdownMenu } from './dropdown-menu';
export type { DropdownMenuAlign, DropdownMenuAppearance } from './styled';
