import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '@q/schemas/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A deliberate error answer; the app's error handler turns it into `{statusCode, error, message}`. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export function apiErrorBody(statusCode: number, message: string): ApiErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/** The request path without its query string (never echo query strings back). */
export function requestPath(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '/';
}

/** The JSON 404 every unknown route answers: `Route GET /api/xyz not found`. */
export function sendNotFound(reply: FastifyReply, request: FastifyRequest): FastifyReply {
  return reply
    .code(404)
    .type('application/json; charset=utf-8')
    .send(apiErrorBody(404, `Route ${request.method} ${requestPath(request)} not found`));
}
