import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const OPENAPI_INFO = {
  title: 'Waypoint API',
  version: '0.1.0',
  description: 'Career coaching: assessments, skill match, careers, roadmap, practice gym. Errors share one shape: { code, detail, request_id, issues? }.',
};

/**
 * OpenAPI 3.1 generated from the zod route schemas. Served at /api/openapi.json, browsable at /api/docs,
 * and emitted to libs/api-client/openapi.json by tools/emit-openapi.ts.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: OPENAPI_INFO,
        servers: [],
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'waypoint_session' } } },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false, uiConfig: { deepLinking: true } });
    app.get('/api/openapi.json', { schema: { hide: true }, config: { rateLimit: false } }, async () => app.swagger());
  },
  { name: 'swagger' },
);
