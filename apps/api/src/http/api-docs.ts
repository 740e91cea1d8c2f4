import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const DOCS_PREFIX = '/api/docs';

/** The OpenAPI document (/api/openapi.json) and its reference page (/api/docs), from the zod schemas. */
const swaggerPlugin: FastifyPluginAsync = async (app) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Q suite API',
        description: 'The API behind the Qube, aitchQ and eyeQ dashboards.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'q_session',
            description:
              'The session cookie, set by POST /api/auth/login: q_session over plain http, __Host-q_session over HTTPS.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // swagger-ui's own policy, with the inline style attributes its React UI renders and
    // without the upgrade that breaks plain-http hosting.
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });

  // swagger-ui redirects its old entry `static/index.html` to the page by rewriting the URL's
  // end, so with a query string (`…/index.html?x`) it redirected to itself, for ever. Answered
  // here first, to the page itself, the query dropped (the page takes none, and a redirect never
  // echoes one).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.split('?', 1)[0] !== `${DOCS_PREFIX}/static/index.html`) return done();
    reply.redirect(`${DOCS_PREFIX}/`, 302);
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};

export default fp(swaggerPlugin, { name: 'swagger' });
