import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { checkName, checkPassword, checkPhone, validateNewPassword } from '../../../src/domain/validation';
import { ApiError } from '../../platform/domain/ApiError';
import { toApiUser } from '../ports';
import { currentIdentity, currentUser, signedInOnly, userAgentOf } from '../../platform/http/auth';
import { clientKey } from '../../platform/http/clientKey';
import { ok } from '../../platform/http/reply';
import { EmptyEnvelope, Envelope, FileAnswer, Nullable, StringEnum } from '../../platform/http/schemas';
import { errors } from '../../platform/http/openApiDocument';
import { SessionSchema, UserSchema } from '../../../src/domain/shapes/users';
import type { ChangePasswordHandler } from '../ChangePasswordHandler';
import type { ConfirmEmailChange } from '../ConfirmEmailChange';
import type { DeleteAccountHandler } from '../DeleteAccountHandler';
import type { ExportPersonalData } from '../ExportPersonalData';
import type { RequestEmailChange } from '../RequestEmailChange';
import type { SaveNotificationSettingsHandler } from '../SaveNotificationSettingsHandler';
import type { UpdateProfileHandler } from '../UpdateProfileHandler';
import { notificationSettingsOf } from '../userView';

export interface AccountRoutesDeps {
  updateProfile: Pick<UpdateProfileHandler, 'execute'>;
  saveNotificationSettings: Pick<SaveNotificationSettingsHandler, 'execute'>;
  changePassword: Pick<ChangePasswordHandler, 'execute'>;
  deleteAccount: Pick<DeleteAccountHandler, 'execute'>;
  exportPersonalData: Pick<ExportPersonalData, 'execute'>;
  requestEmailChange: Pick<RequestEmailChange, 'execute'>;
  confirmEmailChange: Pick<ConfirmEmailChange, 'execute'>;
}

export const accountRoutes: FastifyPluginAsyncTypebox<AccountRoutesDeps> = async (
  app,
  {
    updateProfile,
    saveNotificationSettings,
    changePassword,
    deleteAccount,
    exportPersonalData,
    requestEmailChange,
    confirmEmailChange,
  },
) => {
  signedInOnly(app, 'user', 'preHandler');

  app.get(
    '/user/profile',
    { schema: { tags: ['account'], summary: 'The signed-in user', response: { 200: Envelope(UserSchema) } } },
    async (request, reply) => ok(reply, toApiUser(currentUser(request))),
  );

  const NotificationsSchema = Type.Object({
    messages: Type.Boolean(),
    reminders: Type.Boolean(),
    /** An ad on the Merkliste, or one a saved search found, got cheaper. */
    priceDrops: Type.Boolean(),
    newsletter: Type.Boolean(),
  });
  app.get(
    '/user/notifications',
    {
      schema: {
        tags: ['account'],
        summary: 'What the user wants mailed: unread messages, reminders, price cuts, newsletter',
        response: { 200: Envelope(NotificationsSchema) },
      },
    },
    async (request, reply) => ok(reply, notificationSettingsOf(currentUser(request))),
  );

  app.put(
    '/user/notifications',
    {
      schema: {
        tags: ['account'],
        summary: 'Change what the user wants mailed (any of the four)',
        body: Type.Partial(NotificationsSchema, { minProperties: 1, additionalProperties: false }),
        response: { 200: Envelope(NotificationsSchema) },
      },
    },
    async (request, reply) =>
      ok(reply, await saveNotificationSettings.execute(currentUser(request), request.body), 'Saved'),
  );

  app.patch(
    '/user/profile',
    {
      schema: {
        tags: ['account'],
        summary: 'Change name, phone number or mail language',
        body: Type.Object(
          {
            name: Type.Optional(Type.String({ maxLength: 200 })),
            lastname: Type.Optional(Type.String({ maxLength: 200 })),
            phone_number: Type.Optional(Type.String({ maxLength: 40 })),
            language: Type.Optional(StringEnum(['de', 'en'] as const)),
          },
          { minProperties: 1, additionalProperties: false },
        ),
        response: { 200: Envelope(UserSchema) },
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
      return ok(reply, toApiUser(await updateProfile.execute(currentUser(request), b)), 'Profile saved');
    },
  );

  app.post(
    '/user/password',
    {
      schema: {
        tags: ['account'],
        summary: 'Change the password; other sessions end, this one gets a new token',
        body: Type.Object({
          currentPassword: Type.String({ maxLength: 1024 }),
          newPassword: Type.String({ maxLength: 1024 }),
          confirmPassword: Type.String({ maxLength: 1024 }),
        }),
        response: { 200: Envelope(SessionSchema) },
      },
    },
    async (request, reply) => {
      const problems = [
        checkPassword(request.body.currentPassword, 'currentPassword'),
        ...validateNewPassword(request.body),
      ].filter((p) => p !== null);
      if (problems.length > 0) throw ApiError.validation(problems);
      return ok(
        reply,
        await changePassword.execute(
          currentUser(request),
          request.body.currentPassword,
          request.body.newPassword,
          userAgentOf(request),
          clientKey(request.ip),
        ),
        'Password changed',
      );
    },
  );

  app.delete(
    '/user/profile',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete the account with its ads and images; payments are kept anonymised',
        body: Nullable(Type.Object({ password: Type.Optional(Type.String({ maxLength: 1024 })) })),
        response: {
          ...errors({ 409: 'The account cannot be deleted while a payment is still open' }),
          200: EmptyEnvelope,
        },
      },
    },
    async (request, reply) => {
      await deleteAccount.execute(currentUser(request), request.body?.password, clientKey(request.ip));
      return ok(reply, null, 'Account deleted');
    },
  );

  app.get(
    '/user/export',
    {
      schema: {
        tags: ['account'],
        summary:
          'Everything kept about me as one JSON file (DSGVO Art. 15, 20): profile, ads, Merkliste, saved searches, payments, sessions',
        response: {
          200: FileAnswer('The JSON file, to download', {
            'application/json': {
              type: 'object',
              required: ['exportedAt'],
              properties: { exportedAt: { type: 'string' } },
            },
          }),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const data = await exportPersonalData.execute(user, currentIdentity(request));
      const day = (data.exportedAt as string).slice(0, 10);
      return reply
        .type('application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="inserat-daten-${day}.json"`)
        .header('Cache-Control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    '/user/email',
    {
      schema: {
        tags: ['account'],
        summary:
          'Start changing the e-mail address: a code goes to the new address (the current one stays until it is confirmed)',
        body: Type.Object({
          newEmail: Type.String({ maxLength: 320 }),
          password: Type.Optional(Type.String({ maxLength: 1024 })),
        }),
        response: { 200: EmptyEnvelope },
      },
    },
    async (request, reply) => {
      await requestEmailChange.execute(
        currentUser(request),
        request.body.newEmail,
        request.body.password,
        clientKey(request.ip),
      );
      return ok(reply, null, 'If the address can be used, a code is on its way to it');
    },
  );

  app.post(
    '/user/email/confirm',
    {
      schema: {
        tags: ['account'],
        summary: 'Confirm the new e-mail address with the code sent to it; the old address is told',
        body: Type.Object({ code: Type.String({ maxLength: 12 }) }),
        response: { 200: Envelope(UserSchema) },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        toApiUser(await confirmEmailChange.execute(currentUser(request), request.body.code.trim())),
        'E-mail address changed',
      ),
  );
};
