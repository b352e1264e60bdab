import type { FastifyInstance } from 'fastify';
import { checkName, checkPassword, checkPhone, validateNewPassword } from '../../../src/domain/validation';
import { ApiError } from '../../domain/ApiError';
import type { AccountService } from '../../application/AccountService';
import { toApiUser } from '../../application/serialize';
import { currentUser, requireUser } from '../auth';
import { sessionSchema, userSchema } from '../schemas';
import { envelopeSchema, ok } from '../envelope';

export async function accountRoutes(app: FastifyInstance, options: { account: AccountService }): Promise<void> {
  const { account } = options;

  app.get(
    '/user/profile',
    { preHandler: requireUser, schema: { tags: ['account'], summary: 'The signed-in user', response: { 200: envelopeSchema(userSchema) } } },
    async (request, reply) => ok(reply, toApiUser(currentUser(request))),
  );

  app.patch<{ Body: { name?: string; lastname?: string; phone_number?: string; language?: 'de' | 'en' } }>(
    '/user/profile',
    {
      preHandler: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Change name, phone number or mail language',
        body: {
          type: 'object',
          minProperties: 1,
          additionalProperties: false,
          properties: {
            name: { type: 'string', maxLength: 200 },
            lastname: { type: 'string', maxLength: 200 },
            phone_number: { type: 'string', maxLength: 40 },
            language: { type: 'string', enum: ['de', 'en'] },
          },
        },
        response: { 200: envelopeSchema(userSchema) },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const problems = [
        b.name !== undefined ? checkName(b.name, 'name') : null,
        b.lastname !== undefined ? checkName(b.lastname, 'lastname') : null,
        b.phone_number !== undefined ? checkPhone(b.phone_number) : null,
      ].filter((p) => p !== null);
      if (problems.length > 0) throw ApiError.validation(problems);
      return ok(reply, toApiUser(await account.updateProfile(currentUser(request), b)), 'Profile saved');
    },
  );

  app.post<{ Body: { currentPassword: string; newPassword: string; confirmPassword: string } }>(
    '/user/password',
    {
      preHandler: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Change the password; other sessions end, this one gets a new token',
        body: {
          type: 'object',
          required: ['currentPassword', 'newPassword', 'confirmPassword'],
          properties: {
            currentPassword: { type: 'string', maxLength: 1024 },
            newPassword: { type: 'string', maxLength: 1024 },
            confirmPassword: { type: 'string', maxLength: 1024 },
          },
        },
        response: { 200: envelopeSchema(sessionSchema) },
      },
    },
    async (request, reply) => {
      const problems = [checkPassword(request.body.currentPassword, 'currentPassword'), ...validateNewPassword(request.body)].filter((p) => p !== null);
      if (problems.length > 0) throw ApiError.validation(problems);
      return ok(reply, await account.changePassword(currentUser(request), request.body.currentPassword, request.body.newPassword), 'Password changed');
    },
  );

  app.delete<{ Body: { password?: string } | undefined }>(
    '/user/profile',
    {
      preHandler: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Delete the account with its ads and images; payments are kept anonymised',
        body: { type: ['object', 'null'], properties: { password: { type: 'string', maxLength: 1024 } } },
        response: { 200: envelopeSchema({ type: 'null' }) },
      },
    },
    async (request, reply) => {
      await account.deleteAccount(currentUser(request), request.body?.password);
      return ok(reply, null, 'Account deleted');
    },
  );
}
