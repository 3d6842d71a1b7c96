import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

// No signing secret on purpose: session cookies carry random tokens that are looked up (hashed) in the database.
export default fp(async (app) => {
  await app.register(cookie);
}, { name: 'cookie' });
