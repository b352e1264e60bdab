import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../domain/ApiError';
import type { AuthService } from '../../application/AuthService';
import type { IdentityTokens } from '../../application/ports';
import { languageOf } from '../auth';
import { envelopeSchema, ok } from '../envelope';
import { sessionSchema } from '../schemas';

/** Registered only when FIREBASE_PROJECT_ID is set; without it the path is a plain 404. */
export async function googleRoutes(app: FastifyInstance, options: { auth: AuthService; tokens: IdentityTokens; perIpPerMinute: number }): Promise<void> {
  app.post<{ Body: { idToken: string; email?: string; name?: string; phone?: string; img?: string } }>(
    '/auth/google',
    {
      onRequest: app.rateLimit({ max: options.perIpPerMinute, timeWindow: '1 minute' }),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Firebase (Google) ID token; links to the account with the same e-mail or creates one',
        body: {
          type: 'object',
          required: ['idToken'],
          properties: {
            idToken: { type: 'string', minLength: 20, maxLength: 8192 },
            email: { type: 'string', maxLength: 254 },
            name: { type: 'string', maxLength: 200 },
            phone: { type: 'string', maxLength: 40 },
            img: { type: 'string', maxLength: 2048 },
          },
        },
        response: { 200: envelopeSchema(sessionSchema) },
      },
    },
    async (request, reply) => {
      let identity;
      try {
        identity = await options.tokens.verify(request.body.idToken);
      } catch (error) {
        request.log.info({ err: error }, 'Google ID token refused');
        throw new ApiError(401, 'UNAUTHORIZED', 'The Google sign-in could not be verified; please try again');
      }
      const { name = '', phone = '', img = '' } = request.body;
      return ok(reply, await options.auth.googleLogin(identity, { name, phone, img }, languageOf(request)), 'Signed in');
    },
  );
}
