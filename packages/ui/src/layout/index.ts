export { Columns, listReset, PageStack, StackList, SubHeading, Tile } from './layout';
