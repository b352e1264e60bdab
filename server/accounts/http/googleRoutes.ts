import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SignInWithGoogleHandler } from '../SignInWithGoogleHandler';
import { Type } from 'typebox';
import { ApiError } from '../../platform/domain/ApiError';
import type { IdentityTokens } from '../ports';
import { languageOf, userAgentOf } from '../../platform/http/auth';
import { ok } from '../../platform/http/reply';
import { Envelope } from '../../platform/http/schemas';
import { errors } from '../../platform/http/openApiDocument';
import { SessionSchema } from '../../../src/domain/shapes/users';

export interface GoogleRoutesDeps {
  signInWithGoogle: Pick<SignInWithGoogleHandler, 'execute'>;
}

/** Registered only when Google sign-in is configured; without it the path is a plain 404. */
export const googleRoutes: FastifyPluginAsyncTypebox<
  { tokens: IdentityTokens; perIpPerMinute: number } & GoogleRoutesDeps
> = async (app, options) => {
  const { signInWithGoogle } = options;
  app.post(
    '/auth/google',
    {
      onRequest: app.rateLimit({ max: options.perIpPerMinute, timeWindow: '1 minute' }),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Firebase (Google) ID token; links to the account with the same e-mail or creates one',
        body: Type.Object({
          idToken: Type.String({ minLength: 20, maxLength: 8192 }),
          email: Type.Optional(Type.String({ maxLength: 254 })),
          name: Type.Optional(Type.String({ maxLength: 200 })),
          phone: Type.Optional(Type.String({ maxLength: 40 })),
          img: Type.Optional(Type.String({ maxLength: 2048 })),
        }),
        response: {
          ...errors({ 401: 'The Google sign-in could not be verified', 403: 'The account is blocked' }),
          200: Envelope(SessionSchema),
        },
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
      return ok(
        reply,
        await signInWithGoogle.execute(identity, { name, phone, img }, languageOf(request), userAgentOf(request)),
        'Signed in',
      );
    },
  );
};
