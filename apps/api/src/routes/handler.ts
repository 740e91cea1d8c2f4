import type { AnswerOf, BodyOf, ParamsOf, QueryOf } from '@q/schemas/api/endpoint';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A request to a declared call: its params, query and body as validated by the declaration's
 * schemas.
 */
export type EndpointRequest<E> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/**
 * The function that answers a declared call. Validation, access, rate limits, status and the
 * OpenAPI entry all come from the declaration (`@q/schemas/api/<domain>`); the handler only
 * answers, reaching the database through the repositories on `request.server`.
 */
export type Handler<E> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<AnswerOf<E>> | AnswerOf<E>;

/** One handler per declaration of a table, no more and no fewer. */
export type HandlersOf<Table> = { readonly [Name in keyof Table]: Handler<Table[Name]> };
