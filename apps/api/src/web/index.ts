export { type WebOptions, webPlugin } from './web-plugin.js';
