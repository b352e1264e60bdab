import { describe, expect, it } from 'vitest';
import type { MessagesApi } from '../../src/application/messages/ports';
import { code } from './code';

export interface MessagesWorld {
  /** The port as a signed-in seeker uses it. */
  api: MessagesApi;
  /** A live ad of someone else (the seller, first name Erika). */
  sellersAd(): Promise<{ id: string; title: string }>;
}

/** Nachrichten from the writing side: one suite, run against the fake and against the HTTP adapter. */
export function messagesApiContract(name: string, world: () => Promise<MessagesWorld>) {
  describe(`MessagesApi contract: ${name}`, () => {
    it('writing about an ad opens one conversation, which the next message continues; nothing of one’s own is unread', async () => {
      const { api, sellersAd } = await world();
      const ad = await sellersAd();
      const first = await api.start(ad.id, 'Ist die Wohnung noch frei?');
      expect(first.conversation).toMatchObject({
        role: 'seeker',
        counterpart: 'Erika',
        unread: 0,
        ad: { id: ad.id, title: ad.title, available: true },
      });
      expect(first.messages).toEqual([
        expect.objectContaining({
          mine: true,
          body: 'Ist die Wohnung noch frei?',
          conversationId: first.conversation.id,
        }),
      ]);
      const again = await api.start(ad.id, 'Ich könnte Samstag.');
      expect(again.conversation.id).toBe(first.conversation.id);
      const sent = await api.send(first.conversation.id, 'Oder Sonntag.');
      expect(sent).toMatchObject({ mine: true, body: 'Oder Sonntag.' });
      expect((await api.thread(first.conversation.id)).messages.map((m) => m.body)).toEqual([
        'Ist die Wohnung noch frei?',
        'Ich könnte Samstag.',
        'Oder Sonntag.',
      ]);
      expect((await api.inbox()).map((c) => c.id)).toEqual([first.conversation.id]);
      expect(await api.unreadCount()).toBe(0);
      await api.markRead(first.conversation.id);
    });

    it('a message sent again with its browser id is the one sent, once; the id is shown to its sender', async () => {
      const { api, sellersAd } = await world();
      const ad = await sellersAd();
      const { conversation } = await api.start(ad.id, 'Erste Frage');
      const clientId = '7d9f3c2e-5b1a-4c8e-9f0d-2a6b4e8c1d3f'.replace(/^7/, String(Date.now() % 9));
      const sent = await api.send(conversation.id, 'Offline geschrieben', clientId);
      expect(sent).toMatchObject({ mine: true, body: 'Offline geschrieben', clientId });
      expect((await api.send(conversation.id, 'Offline geschrieben', clientId)).id).toBe(sent.id);
      expect((await api.thread(conversation.id)).messages.map((m) => m.body)).toEqual([
        'Erste Frage',
        'Offline geschrieben',
      ]);
    });

    it('blocking stops writing until it is lifted; a report is taken', async () => {
      const { api, sellersAd } = await world();
      const { conversation } = await api.start((await sellersAd()).id, 'Hallo');
      await api.block(conversation.id);
      expect((await api.inbox())[0]).toMatchObject({ blockedByMe: true });
      expect(await code(api.send(conversation.id, 'Noch da?'))).toBe('CONVERSATION_BLOCKED');
      await api.unblock(conversation.id);
      expect((await api.send(conversation.id, 'Noch da?')).body).toBe('Noch da?');
      await api.report(conversation.id, 'spam', 'Werbung');
    });

    it('refuses what is not a message or not there', async () => {
      const { api, sellersAd } = await world();
      const ad = await sellersAd();
      expect(await code(api.start(ad.id, '   '))).toBe('VALIDATION_FAILED');
      expect(await code(api.start('00000000-0000-4000-8000-00000000dead', 'Hallo'))).toBe('NOT_FOUND');
      expect(await code(api.thread('00000000-0000-4000-8000-00000000dead'))).toBe('NOT_FOUND');
      expect(await code(api.send('00000000-0000-4000-8000-00000000dead', 'Hallo'))).toBe('NOT_FOUND');
    });
  });
}
