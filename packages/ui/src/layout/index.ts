export {
  Columns,
  GridList,
  keyFigureText,
  listReset,
  PageStack,
  StackList,
  StatTile,
  SubHeading,
  Tile,
} from './layout';
