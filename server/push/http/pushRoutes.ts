import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PushDevices } from '../PushDevices';
import { Type } from 'typebox';
import {
  PushDeviceSchema,
  PushSettingsBody,
  PushSettingsSchema,
  PushSubscriptionBody,
} from '../../../src/domain/shapes/push';
import { ApiError } from '../../platform/domain/ApiError';
import { currentIdentity, currentUser, requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/reply';
import { EmptyEnvelope, Envelope, IdParams } from '../../platform/http/schemas';
import { errors } from '../../platform/http/openApiDocument';

export interface PushRoutesDeps {
  pushDevices: PushDevices;
  pushPublicKey: string | null;
}

/**
 * Web Push: the signed-in person's devices (a browser's subscription added, listed, removed) and what they want pushed.
 * The key browsers subscribe with is in every page's public settings (`pushPublicKey`).
 */
export const pushRoutes: FastifyPluginAsyncTypebox<PushRoutesDeps> = async (app, { pushDevices, pushPublicKey }) => {
  const user = { preValidation: requireUser };

  app.get(
    '/push/devices',
    {
      ...user,
      schema: {
        tags: ['push'],
        summary: "The person's devices that receive pushes, oldest first",
        response: { 200: Envelope(Type.Array(PushDeviceSchema)) },
      },
    },
    async (request, reply) => ok(reply, await pushDevices.list(currentUser(request).id)),
  );

  app.post(
    '/push/devices',
    {
      ...user,
      schema: {
        tags: ['push'],
        summary: "Add this browser's push subscription (or move it to this account with its new keys)",
        body: PushSubscriptionBody,
        response: {
          201: Envelope(PushDeviceSchema),
          ...errors({
            409: 'Push is not set up on this server, or the address is another account’s browser (without its keys)',
          }),
        },
      },
    },
    async (request, reply) => {
      if (!pushPublicKey) throw new ApiError(409, 'PUSH_NOT_CONFIGURED', 'Push notifications are not set up here');
      const { user, sessionId } = currentIdentity(request);
      const identity = { userId: user.id, sessionId };
      const device = await pushDevices.add(identity, request.body, request.headers['user-agent'] ?? '');
      return ok(reply, device, 'Device added', 201);
    },
  );

  app.delete(
    '/push/devices/:id',
    {
      ...user,
      schema: {
        tags: ['push'],
        summary: 'Remove a device: it receives nothing more, and what waited for it is dropped',
        params: IdParams,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request, reply) => {
      await pushDevices.remove(currentUser(request).id, request.params.id);
      return ok(reply, null, 'Removed');
    },
  );

  app.get(
    '/push/settings',
    {
      ...user,
      schema: {
        tags: ['push'],
        summary: 'What is pushed (messages, saved-search matches, viewing reminders), previews and quiet hours',
        response: { 200: Envelope(PushSettingsSchema) },
      },
    },
    async (request, reply) => ok(reply, await pushDevices.settings(currentUser(request).id)),
  );

  app.put(
    '/push/settings',
    {
      ...user,
      schema: {
        tags: ['push'],
        summary: 'Change what is pushed (any of the settings; quiet hours need both ends)',
        body: PushSettingsBody,
        response: { 200: Envelope(PushSettingsSchema) },
      },
    },
    async (request, reply) =>
      ok(reply, await pushDevices.changeSettings(currentUser(request).id, request.body), 'Saved'),
  );
};
