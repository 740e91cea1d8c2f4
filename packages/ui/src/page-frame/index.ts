export type { PageFrameProps, PageFrameSection, PageHeaderProps } from './page-frame';
export { PageFrame, PageHeader, useDocumentTitle } from './page-frame';
