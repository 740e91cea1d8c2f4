export type { PageFrameProps, PageFrameSection, PageHeaderProps } from './page-frame';
export { PageFrame, PageHeader } from './page-frame';
export { useDocumentTitle } from './use-document-title';
