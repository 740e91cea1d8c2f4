export {
  AppBrand,
  AppHeader,
  AppMain,
  AppShell,
  NavList,
  PageDescription,
  PageTitle,
} from './styled';
