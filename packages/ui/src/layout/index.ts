export { GridList } from './grid-list';
export { keyFigureText, StatTile } from './key-figure';
export { listReset } from './list-reset';
export { Columns, PageStack } from './page-layout';
export { StackList } from './stack-list';
export { SubHeading } from './sub-heading';
export { Tile } from './tile';
