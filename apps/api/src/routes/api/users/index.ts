import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SignupBodySchema } from '@waypoint/domain';
import { errorResponses, errorSchema } from '../../../lib/error-schema';
import { assertValidRequest } from '../../../services/accounts/validation';

/** POST /api/users: sign up (D9: the same 201 for a new and a registered address). */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users',
    {
      attachValidation: true,
      schema: {
        operationId: 'signUp',
        tags: ['accounts'],
        summary: 'Create an account; a confirmation link is emailed. Needs a solved robot check.',
        body: SignupBodySchema,
        response: { 201: z.object({ email: z.string() }), 403: errorSchema, 428: errorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      assertValidRequest(request);
      const body = request.body;
      await app.accounts.signup({
        fullName: body.full_name,
        email: body.email,
        password: body.password,
        linkedinUrl: body.linkedin_id ? body.linkedin_id : null,
        altcha: body.altcha,
      });
      return reply.code(201).send({ email: body.email });
    },
  );
};

export default usersRoutes;
