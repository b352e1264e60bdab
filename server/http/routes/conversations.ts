import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser, signedInOnly } from '../auth';
import { ok } from '../reply';
import { EmptyEnvelope, Envelope, IdParams } from '../schemas/common';
import { errors } from '../openApiDocument';
import {
  ChatMessageSchema,
  ConversationReportBody,
  ConversationSchema,
  MessageBody,
  ThreadSchema,
} from '../../../src/domain/shapes/conversations';
import { inboxStream } from './inboxStream';

/**
 * Nachrichten: signed-in people write to a seller about an ad and talk in one conversation per ad and seeker. Nothing
 * here is for search engines (X-Robots-Tag), and neither side ever gets the other's e-mail address.
 */
export const conversationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { messaging } = app.services;
  // Before validation: a visitor hears "sign in", not what is wrong with a body they may not send.
  signedInOnly(app, 'user', 'preValidation');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-robots-tag', 'noindex, nofollow');
  });

  await app.register(inboxStream);

  app.post(
    '/ads/:id/conversations',
    {
      schema: {
        tags: ['messages'],
        summary: "Write to an ad's seller: opens the conversation (or continues the one there is) with this message",
        params: IdParams,
        body: MessageBody,
        response: {
          ...errors({ 403: 'One of the two has blocked the other', 409: 'The ad is your own or no longer online' }),
          201: Envelope(ThreadSchema),
        },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        await messaging.start(currentUser(request), request.params.id, request.body.body, request.body.clientId),
        'Sent',
        201,
      ),
  );

  app.get(
    '/conversations',
    {
      schema: {
        tags: ['messages'],
        summary: 'The conversations, the most recently active first, with unread counts',
        response: { 200: Envelope(Type.Array(ConversationSchema)) },
      },
    },
    async (request, reply) => ok(reply, await messaging.inbox(currentUser(request))),
  );

  app.get(
    '/conversations/unread',
    {
      schema: {
        tags: ['messages'],
        summary: 'How many messages the person has not read (the header shows it)',
        response: { 200: Envelope(Type.Object({ count: Type.Integer() })) },
      },
    },
    async (request, reply) => ok(reply, { count: await messaging.unreadTotal(currentUser(request)) }),
  );

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        tags: ['messages'],
        summary: 'A conversation with its messages, oldest first',
        params: IdParams,
        response: { 200: Envelope(ThreadSchema) },
      },
    },
    async (request, reply) => ok(reply, await messaging.thread(currentUser(request), request.params.id)),
  );

  app.post(
    '/conversations/:id/messages',
    {
      schema: {
        tags: ['messages'],
        summary: 'Send a message in the conversation',
        params: IdParams,
        body: MessageBody,
        response: {
          ...errors({
            403: 'One of the two has blocked the other',
            409: 'The conversation is closed, or the message id was used in another conversation',
          }),
          201: Envelope(ChatMessageSchema),
        },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        await messaging.send(currentUser(request), request.params.id, request.body.body, request.body.clientId),
        'Sent',
        201,
      ),
  );

  app.post(
    '/conversations/:id/read',
    {
      schema: {
        tags: ['messages'],
        summary: 'Everything in the conversation is read now',
        params: IdParams,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request, reply) => {
      await messaging.markRead(currentUser(request), request.params.id);
      return ok(reply, null, 'Read');
    },
  );

  app.post(
    '/conversations/:id/block',
    {
      schema: {
        tags: ['messages'],
        summary: 'Block the other person: neither can write to the other until it is lifted',
        params: IdParams,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request, reply) => {
      await messaging.block(currentUser(request), request.params.id);
      return ok(reply, null, 'Blocked');
    },
  );

  app.delete(
    '/conversations/:id/block',
    {
      schema: {
        tags: ['messages'],
        summary: 'Lift the block on the other person',
        params: IdParams,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request, reply) => {
      await messaging.unblock(currentUser(request), request.params.id);
      return ok(reply, null, 'Unblocked');
    },
  );

  app.post(
    '/conversations/:id/report',
    {
      schema: {
        tags: ['messages'],
        summary: 'Report the conversation to the moderators (they can then read it)',
        params: IdParams,
        body: ConversationReportBody,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request, reply) => {
      await messaging.report(currentUser(request), request.params.id, request.body.reason, request.body.details ?? '');
      return ok(reply, null, 'Thank you; we will look at it');
    },
  );
};
