/**
 * Loaded into the server process by the bench (`node --import …/loop-probe.mjs`), never by the
 * product: the server's own event-loop delay, which tells a request that waited for the server's
 * thread from one that waited for a core (the load generator and the provider fakes share the
 * machine with it).
 *
 * Over the IPC channel the bench opens: `{ probe: 'reset' }` starts a new window; `{ probe:
 * 'read' }` answers `{ probe: 'delay', p50Ms, p99Ms, maxMs, count, memory }` for the window so
 * far (`memory`: `process.memoryUsage()` now).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

if (process.send) {
  // 10 ms is the histogram's sampling timer: a stall shows as the delay of the timer behind it.
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const ms = (nanoseconds) => nanoseconds / 1e6;
  process.on('message', (message) => {
    if (message?.probe === 'reset') delay.reset();
    if (message?.probe === 'read') {
      process.send?.({
        probe: 'delay',
        p50Ms: ms(delay.percentile(50)),
        p99Ms: ms(delay.percentile(99)),
        maxMs: ms(delay.max),
        count: delay.count,
        // Where the process's memory is: the main thread's V8 heap and what lies outside it.
        memory: process.memoryUsage(),
      });
    }
  });
  // The channel must not keep the server alive once it is asked to stop.
  process.channel?.unref();
}
