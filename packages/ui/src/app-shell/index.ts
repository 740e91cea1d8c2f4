export { AppBrand, AppHeader, AppMain, AppShell, NavList } from './styled';
