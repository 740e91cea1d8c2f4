export type { ListKeyOptions } from './list-keys';
export { listKeyIndex } from './list-keys';
