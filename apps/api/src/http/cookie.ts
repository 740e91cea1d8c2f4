import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { deriveKey } from '../crypto.js';

const cookiePlugin: FastifyPluginAsync<{ appSecret: string }> = async (app, { appSecret }) => {
  await app.register(fastifyCookie, { secret: deriveKey(appSecret, 'cookie-signing') });
};

export default fp(cookiePlugin, { name: 'cookie' });
