import { LogController } from 'fastify';

/** An answer that took this long is logged at `warn`, whatever became of it. */
export const SLOW_REQUEST_MS = 1_000;

type Request = Parameters<LogController['incomingRequest']>[0];
type Reply = Parameters<LogController['incomingRequest']>[1];

/**
 * Request logging off the hot path. Fastify's own writes two `info` lines per request; at a few
 * thousand requests a second that is most of what a cached read costs. Here:
 * - every request is logged at `debug` ("incoming request", "request completed", and a route not
 *   found): nothing is written at the default `info`;
 * - an answer slower than `SLOW_REQUEST_MS` is logged at `warn` ("slow request");
 * - an error is logged as Fastify logs it ("request errored"), and a server error also by the
 *   error handler, with its cause.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: Request): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  /** A 404 is an answer like another: a scan of made-up paths writes nothing at `info`. */
  override routeNotFound(request: Request): void {
    request.log.debug(`Route ${request.method}:${request.url} not found`);
  }

  override requestCompleted(error: Error | null | undefined, request: Request, reply: Reply): void {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ res: reply, err: error, responseTime }, 'request errored');
    } else if (responseTime >= SLOW_REQUEST_MS) {
      reply.log.warn({ req: request, res: reply, responseTime }, 'slow request');
    } else {
      reply.log.debug({ res: reply, responseTime }, 'request completed');
    }
  }
}
