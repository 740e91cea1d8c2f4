export type { DropdownMenuItem, DropdownMenuProps } from './dropdown-menu';
export { DropdownMenu } from './dropdown-menu';
export type { DropdownMenuAlign, DropdownMenuAppearance } from './styled';
export type { MenuDisclosure, MenuDisclosureOptions, MenuFocus } from './use-menu-disclosure';
export { useMenuDisclosure } from './use-menu-disclosure';
