import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { BlockCounterpartHandler } from '../BlockCounterpartHandler';
import type { CountUnread } from '../CountUnread';
import type { ListInbox } from '../ListInbox';
import type { MarkConversationReadHandler } from '../MarkConversationReadHandler';
import type { ReadThread } from '../ReadThread';
import type { ReportConversationHandler } from '../ReportConversationHandler';
import type { SendMessageHandler } from '../SendMessageHandler';
import type { StartConversation } from '../StartConversation';
import type { UnblockCounterpart } from '../UnblockCounterpart';
import { Type } from 'typebox';
import { currentUser, signedInOnly } from '../../platform/http/auth';
import { ok } from '../../platform/http/reply';
import { EmptyEnvelope, Envelope, IdParams } from '../../platform/http/schemas';
import { errors } from '../../platform/http/openApiDocument';
import {
  ChatMessageSchema,
  ConversationReportBody,
  ConversationSchema,
  MessageBody,
  ThreadSchema,
} from '../../../src/domain/shapes/conversations';
import { inboxStream, type InboxStreamDeps } from './inboxStreamRoutes';

export interface ConversationRoutesDeps {
  /** The live inbox (Server-Sent Events), registered inside these routes. */
  stream: InboxStreamDeps;
  startConversation: Pick<StartConversation, 'execute'>;
  listInbox: Pick<ListInbox, 'execute'>;
  readThread: Pick<ReadThread, 'execute'>;
  sendMessage: Pick<SendMessageHandler, 'execute'>;
  markConversationRead: Pick<MarkConversationReadHandler, 'execute'>;
  countUnread: Pick<CountUnread, 'execute'>;
  blockCounterpart: Pick<BlockCounterpartHandler, 'execute'>;
  unblockCounterpart: Pick<UnblockCounterpart, 'execute'>;
  reportConversation: Pick<ReportConversationHandler, 'execute'>;
}

/**
 * Nachrichten: signed-in people write to a seller about an ad and talk in one conversation per ad and seeker. Nothing
 * here is for search engines (X-Robots-Tag), and neither side ever gets the other's e-mail address.
 */
export const conversationRoutes: FastifyPluginAsyncTypebox<ConversationRoutesDeps> = async (
  app,
  {
    stream,
    startConversation,
    listInbox,
    readThread,
    sendMessage,
    markConversationRead,
    countUnread,
    blockCounterpart,
    unblockCounterpart,
    reportConversation,
  },
) => {
  // Before validation: a visitor hears "sign in", not what is wrong with a body they may not send.
  signedInOnly(app, 'user', 'preValidation');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-robots-tag', 'noindex, nofollow');
  });

  await app.register(inboxStream, stream);

  app.post(
    '/ads/:id/conversations',
    {
      schema: {
        tags: ['messages'],
        summary: "Write to an ad's seller: opens the conversation (or continues the one there is) with this message",
        params: IdParams,
        body: MessageBody,
        response: {
          ...errors({
            403: 'One of the two has blocked the other',
            409: 'The ad is your own',
            410: 'The ad is no longer online (paused, run out or taken offline by its owner)',
          }),
          201: Envelope(ThreadSchema),
        },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        await startConversation.execute(
          currentUser(request),
          request.params.id,
          request.body.body,
          request.body.clientId,
        ),
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
    async (request, reply) => ok(reply, await listInbox.execute(currentUser(request))),
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
    async (request, reply) => ok(reply, { count: await countUnread.execute(currentUser(request)) }),
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
    async (request, reply) => ok(reply, await readThread.execute(currentUser(request), request.params.id)),
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
        await sendMessage.execute(currentUser(request), request.params.id, request.body.body, request.body.clientId),
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
      await markConversationRead.execute(currentUser(request), request.params.id);
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
      await blockCounterpart.execute(currentUser(request), request.params.id);
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
      await unblockCounterpart.execute(currentUser(request), request.params.id);
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
      await reportConversation.execute(
        currentUser(request),
        request.params.id,
        request.body.reason,
        request.body.details ?? '',
      );
      return ok(reply, null, 'Thank you; we will look at it');
    },
  );
};
