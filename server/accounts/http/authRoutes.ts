import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { LoginHandler } from '../LoginHandler';
import type { LogoutHandler } from '../LogoutHandler';
import type { Registration } from '../Registration';
import type { RequestPasswordReset } from '../RequestPasswordReset';
import type { ResetPasswordHandler } from '../ResetPasswordHandler';
import type { VerifyResetCodeHandler } from '../VerifyResetCodeHandler';
import { Type } from 'typebox';
import {
  checkCode,
  checkEmail,
  normalizeEmail,
  validateCredentials,
  validateNewPassword,
  validateRegistration,
} from '../../../src/domain/validation';
import { ApiError } from '../../platform/domain/ApiError';
import { currentIdentity, languageOf, requireUser, userAgentOf } from '../../platform/http/auth';
import { clientKey } from '../../platform/http/clientKey';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  DEVICE_COOKIE_PATH,
  LEGACY_DEVICE_COOKIE_PATH,
  type KnownDevices,
} from '../KnownDevices';
import { ok } from '../../platform/http/reply';
import { EmailBody, EmptyEnvelope, Envelope, StringEnum } from '../../platform/http/schemas';
import { SELLER_TYPES } from '../../../src/domain/ad';
import { errors } from '../../platform/http/openApiDocument';
import { SessionSchema } from '../../../src/domain/shapes/users';

export const RESET_COOKIE = 'inserat_reset';
const RESET_COOKIE_PATH = '/api/auth';

interface Options {
  secureCookies: boolean;
  perIpPerMinute: number;
}

function fail(problem: ReturnType<typeof checkEmail>): void {
  if (problem) throw ApiError.validation([problem]);
}

const messageOnly = { 200: EmptyEnvelope };

const RegistrationBody = Type.Object({
  name: Type.String({ maxLength: 200 }),
  lastname: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 254 }),
  phone_number: Type.Optional(Type.String({ maxLength: 40 })),
  password: Type.String({ maxLength: 1024 }),
  confirmPassword: Type.String({ maxLength: 1024 }),
  role: Type.String({ maxLength: 20 }),
  /** Private (the default) or commercial; a trader then gives their details in the profile before publishing. */
  accountKind: Type.Optional(StringEnum(SELLER_TYPES)),
});

export interface AuthRoutesDeps {
  login: Pick<LoginHandler, 'execute'>;
  knownDevices: Pick<KnownDevices, 'remember'>;
  logout: Pick<LogoutHandler, 'execute'>;
  registration: Registration;
  requestPasswordReset: Pick<RequestPasswordReset, 'execute'>;
  verifyResetCode: Pick<VerifyResetCodeHandler, 'execute'>;
  resetPassword: Pick<ResetPasswordHandler, 'execute'>;
}

export const authRoutes: FastifyPluginAsyncTypebox<Options & AuthRoutesDeps> = async (app, options) => {
  const { login, logout, registration, requestPasswordReset, verifyResetCode, resetPassword, knownDevices } = options;

  /**
   * This browser is now a device the account knows (OWASP: a device cookie), for the next sign-in under a flood; the
   * accounts it remembers also tell the risk check how many accounts one browser opened.
   */
  function rememberDevice(reply: FastifyReply, userId: string, deviceCookie: string | undefined): void {
    reply.setCookie(DEVICE_COOKIE, knownDevices.remember(userId, deviceCookie), {
      httpOnly: true,
      sameSite: 'strict',
      secure: options.secureCookies,
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });
    if (deviceCookie !== undefined)
      reply.clearCookie(DEVICE_COOKIE, { path: LEGACY_DEVICE_COOKIE_PATH, httpOnly: true, sameSite: 'strict' });
  }
  // Per client address on every auth route. Per account, only failures count (LoginHandler: failed logins slow
  // down, wrong codes are five per code, mails are budgeted per address), so nobody is locked out by others.
  // A sign-in with a device cookie is let past this bound: LoginHandler checks the cookie and limits the address for
  // every sign-in whose device the account does not know (a forged cookie included), so its owner passes any flood.
  const limited = {
    onRequest: app.rateLimit({
      max: options.perIpPerMinute,
      timeWindow: '1 minute',
      allowList: (request) => request.url === '/api/auth/login' && typeof request.cookies?.[DEVICE_COOKIE] === 'string',
    }),
  };

  app.post(
    '/auth/register',
    {
      ...limited,
      schema: {
        tags: ['auth'],
        summary: 'Register a user account (role USER only); mails a 6-digit activation code',
        body: RegistrationBody,
        response: {
          ...errors({ 403: 'Registration is closed for this address' }),
          201: Envelope(Type.Object({ email: Type.String() })),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const problems = validateRegistration(body);
      if (problems.some((p) => p.field === 'role'))
        throw ApiError.forbidden('Only regular user accounts can be registered');
      if (problems.length > 0) throw ApiError.validation(problems);
      const language = languageOf(request);
      await registration.register(body, language, clientKey(request.ip));
      const message =
        language === 'en'
          ? 'Registration successful. We have sent you an activation code by e-mail.'
          : 'Registrierung erfolgreich. Wir haben Ihnen einen Aktivierungscode per E-Mail geschickt.';
      return ok(reply, { email: normalizeEmail(body.email) }, message, 201);
    },
  );

  app.post(
    '/auth/activate-user',
    {
      ...limited,
      schema: {
        tags: ['auth'],
        summary: 'Activate an account with the mailed code; answers a session',
        body: Type.Object({
          userEmail: Type.String({ maxLength: 254 }),
          activation_code: Type.String({ maxLength: 20 }),
        }),
        response: { ...errors({ 403: 'The account is blocked' }), 200: Envelope(SessionSchema) },
      },
    },
    async (request, reply) => {
      const { userEmail, activation_code } = request.body;
      const problems = [checkEmail(userEmail, 'userEmail'), checkCode(activation_code, 'activation_code')].filter(
        (p) => p !== null,
      );
      if (problems.length > 0) throw ApiError.validation(problems);
      const deviceCookie = request.cookies[DEVICE_COOKIE];
      const session = await registration.activate(userEmail, activation_code, userAgentOf(request), deviceCookie);
      rememberDevice(reply, session.user.id, deviceCookie);
      return ok(reply, session, 'Account activated');
    },
  );

  app.post(
    '/auth/active-resend',
    {
      ...limited,
      schema: {
        tags: ['auth'],
        summary: 'Send a new activation code (same answer whether or not the account exists)',
        body: EmailBody,
        response: messageOnly,
      },
    },
    async (request, reply) => {
      fail(checkEmail(request.body.email));
      await registration.resendActivation(request.body.email, clientKey(request.ip));
      return ok(reply, null, 'If an inactive account exists for this address, a new code is on its way');
    },
  );

  app.post(
    '/auth/login',
    {
      ...limited,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: Type.Object({ email: Type.String({ maxLength: 254 }), password: Type.String({ maxLength: 1024 }) }),
        response: {
          ...errors({
            401: 'E-mail address or password is wrong',
            403: 'The account is blocked or not yet activated',
            429: 'Too many sign-ins from this client address from devices the account does not know',
          }),
          200: Envelope(SessionSchema),
        },
      },
    },
    async (request, reply) => {
      const problems = validateCredentials(request.body);
      if (problems.length > 0) throw ApiError.validation(problems);
      const deviceCookie = request.cookies[DEVICE_COOKIE];
      const session = await login.execute(request.body.email, request.body.password, userAgentOf(request), {
        key: clientKey(request.ip),
        deviceCookie,
      });
      rememberDevice(reply, session.user.id, deviceCookie);
      return ok(reply, session, 'Signed in');
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      ...limited,
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset code (same answer whether or not the account exists)',
        body: EmailBody,
        response: messageOnly,
      },
    },
    async (request, reply) => {
      fail(checkEmail(request.body.email));
      await requestPasswordReset.execute(request.body.email, clientKey(request.ip));
      return ok(reply, null, 'If an account exists for this address, a code is on its way');
    },
  );

  app.post(
    '/auth/forgot-resend',
    {
      ...limited,
      schema: { tags: ['auth'], summary: 'Mail a new password reset code', body: EmailBody, response: messageOnly },
    },
    async (request, reply) => {
      fail(checkEmail(request.body.email));
      await requestPasswordReset.execute(request.body.email, clientKey(request.ip));
      return ok(reply, null, 'If an account exists for this address, a new code is on its way');
    },
  );

  app.post(
    '/auth/verify-otp',
    {
      ...limited,
      schema: {
        tags: ['auth'],
        summary: 'Check a reset code; sets a short-lived httpOnly cookie that the reset needs',
        body: Type.Object({ code: Type.String({ maxLength: 20 }), email: Type.String({ maxLength: 254 }) }),
        response: messageOnly,
      },
    },
    async (request, reply) => {
      const problems = [checkEmail(request.body.email), checkCode(request.body.code)].filter((p) => p !== null);
      if (problems.length > 0) throw ApiError.validation(problems);
      const secret = await verifyResetCode.execute(request.body.email, request.body.code);
      reply.setCookie(RESET_COOKIE, secret, {
        httpOnly: true,
        sameSite: 'strict',
        secure: options.secureCookies,
        path: RESET_COOKIE_PATH,
        maxAge: 10 * 60,
      });
      return ok(reply, null, 'Code confirmed; choose a new password');
    },
  );

  app.post(
    '/auth/reset-password',
    {
      ...limited,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password after verify-otp in the same browser; ends every earlier session',
        querystring: Type.Object({ email: Type.String({ maxLength: 254 }) }),
        body: Type.Object({
          newPassword: Type.String({ maxLength: 1024 }),
          confirmPassword: Type.String({ maxLength: 1024 }),
        }),
        response: { ...messageOnly, ...errors({ 403: 'The account is blocked' }) },
      },
    },
    async (request, reply) => {
      const problems = [checkEmail(request.query.email), ...validateNewPassword(request.body)].filter(
        (p) => p !== null,
      );
      if (problems.length > 0) throw ApiError.validation(problems);
      await resetPassword.execute(
        request.query.email,
        request.cookies[RESET_COOKIE],
        request.body.newPassword,
        userAgentOf(request),
      );
      reply.clearCookie(RESET_COOKIE, { path: RESET_COOKIE_PATH });
      return ok(reply, null, 'Password changed; please sign in');
    },
  );

  app.post(
    '/auth/logout',
    {
      preHandler: requireUser,
      schema: { tags: ['auth'], summary: "Sign out: ends this token's session on the server", response: messageOnly },
    },
    async (request, reply) => {
      await logout.execute(currentIdentity(request));
      return ok(reply, null, 'Signed out');
    },
  );
};
