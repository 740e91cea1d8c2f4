export { afterNextPaint, nextPaint } from './after-next-paint';
