export { type WebOptions, warmPages, webPlugin } from './web-plugin.js';
