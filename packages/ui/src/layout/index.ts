export { listReset, StackList, SubHeading, Tile } from './layout';
