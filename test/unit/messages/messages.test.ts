// @vitest-environment jsdom
// (the drafts and the offline outbox keep to the browser's localStorage)
import { beforeEach, describe, expect, it } from 'vitest';
import { refusedFields } from '../../support/refused';
import { BlockCounterpart } from '../../../src/application/messages/BlockCounterpart';
import { FollowUnreadMessages } from '../../../src/application/messages/FollowUnreadMessages';
import { LoadInbox } from '../../../src/application/messages/LoadInbox';
import { MarkConversationRead } from '../../../src/application/messages/MarkConversationRead';
import { OpenConversation } from '../../../src/application/messages/OpenConversation';
import { ReportConversation } from '../../../src/application/messages/ReportConversation';
import { SendMessage } from '../../../src/application/messages/SendMessage';
import { WriteToSeller } from '../../../src/application/messages/WriteToSeller';
import { MESSAGE_MAX_LENGTH } from '../../../src/domain/conversation';
import { UnreadMessagesMobx } from '../../../src/infrastructure/session/UnreadMessagesMobx';
import { MessageDraftsLocalStorage } from '../../../src/infrastructure/storage/MessageDraftsLocalStorage';
import { sampleAd } from '../../fakes/AdsApiInMemory';
import { InboxEventsInMemory } from '../../fakes/InboxEventsInMemory';
import { MessagesApiInMemory } from '../../fakes/MessagesApiInMemory';
import { MessageOutboxInMemory } from '../../fakes/MessageOutboxInMemory';
import { SendQueuedMessages } from '../../../src/application/messages/SendQueuedMessages';
import { RequestError } from '../../../src/application/shared/RequestError';

const ad = sampleAd({ status: 'active', title: 'Altbau mit Balkon' });
let api: MessagesApiInMemory;
let unread: UnreadMessagesMobx;
beforeEach(() => {
  api = new MessagesApiInMemory(() => [ad]);
  unread = new UnreadMessagesMobx();
  localStorage.clear();
});

describe('writing to a seller', () => {
  it('sends the trimmed text, opens the conversation and forgets the kept draft of that ad only', async () => {
    const drafts = new MessageDraftsLocalStorage(localStorage);
    drafts.set(ad.id, 'Ist die Wohnung noch frei?');
    drafts.set('other-ad', 'Noch ein Entwurf');
    const thread = await new WriteToSeller(api, drafts).execute(ad.id, '  Ist die Wohnung noch frei?  ');
    expect(thread.messages.map((m) => m.body)).toEqual(['Ist die Wohnung noch frei?']);
    expect(thread.conversation.ad.title).toBe('Altbau mit Balkon');
    expect(drafts.get(ad.id)).toBe('');
    expect(drafts.get('other-ad')).toBe('Noch ein Entwurf');
  });

  it('refuses an empty or too long message before asking the server, and keeps the draft', async () => {
    const drafts = new MessageDraftsLocalStorage(localStorage);
    drafts.set(ad.id, 'Entwurf');
    expect(await refusedFields(new WriteToSeller(api, drafts).execute(ad.id, '   '))).toEqual(['body:required']);
    expect(
      await refusedFields(new WriteToSeller(api, drafts).execute(ad.id, 'x'.repeat(MESSAGE_MAX_LENGTH + 1))),
    ).toEqual(['body:too_long']);
    // Blank lines pasted past the limit are still no message, not a message too long.
    expect(
      await refusedFields(new WriteToSeller(api, drafts).execute(ad.id, '\n'.repeat(MESSAGE_MAX_LENGTH + 1))),
    ).toEqual(['body:required']);
    expect(api.conversations).toEqual([]);
    expect(drafts.get(ad.id)).toBe('Entwurf');
  });

  it('answers in a conversation with the same checks', async () => {
    const id = api.seed({ ad, messages: [{ body: 'Hallo', mine: false }] });
    const send = new SendMessage(api, new MessageOutboxInMemory());
    const result = await send.execute(id, ' Gern! ');
    expect('sent' in result && result.sent.body).toBe('Gern!');
    expect(await refusedFields(send.execute(id, ''))).toEqual(['body:required']);
    expect(api.conversations[0]!.messages.map((m) => m.body)).toEqual(['Hallo', 'Gern!']);
  });
});

describe('a message written offline (issue 46)', () => {
  const offline = () => new RequestError('network', 'NETWORK_ERROR', 'offline');

  it('waits in the outbox with its own id (and asks for a background send); a refusal is no offline case', async () => {
    const id = api.seed({ ad, messages: [{ body: 'Hallo', mine: false }] });
    const outbox = new MessageOutboxInMemory();
    const send = new SendMessage(
      api,
      outbox,
      () => 'client-1',
      () => new Date('2026-12-01T09:00:00Z'),
    );
    api.failure = offline();
    expect(await send.execute(id, ' Passt Samstag? ')).toEqual({
      queued: {
        clientId: 'client-1',
        conversationId: id,
        body: 'Passt Samstag?',
        createdAt: '2026-12-01T09:00:00.000Z',
      },
    });
    expect(outbox.messages.map((m) => [m.body, m.failed])).toEqual([['Passt Samstag?', null]]);
    expect(outbox.backgroundRequests).toBe(1);
    api.failure = new RequestError('http', 'CONVERSATION_BLOCKED', 'Blocked', 403);
    await expect(send.execute(id, 'Noch da?')).rejects.toThrow('Blocked');
    expect(outbox.messages).toHaveLength(1);
  });

  it('goes out once when the connection returns, in the order written, even if the service worker sent it meanwhile', async () => {
    const id = api.seed({ ad, messages: [{ body: 'Hallo', mine: false }] });
    const outbox = new MessageOutboxInMemory();
    let n = 0;
    const send = new SendMessage(api, outbox, () => `client-${++n}`);
    api.failure = offline();
    await send.execute(id, 'Erste');
    await send.execute(id, 'Zweite');
    const queued = new SendQueuedMessages(api, outbox);
    expect(await queued.execute()).toEqual([]);
    api.failure = null;
    // The first went out by the service worker while the page was not listening: the server has it, with its id.
    await api.send(id, 'Erste', 'client-1');
    const [sent, again] = await Promise.all([queued.execute(), queued.execute()]);
    expect(sent.map((m) => m.body)).toEqual(['Erste', 'Zweite']);
    expect(again).toBe(sent);
    expect(api.conversations[0]!.messages.map((m) => m.body)).toEqual(['Hallo', 'Erste', 'Zweite']);
    expect(outbox.messages).toEqual([]);
  });

  it('one the server refuses stays, marked with its code, and does not hold back the next', async () => {
    const blockedId = api.seed({ ad, messages: [{ body: 'a', mine: false }] });
    const openId = api.seed({ ad, messages: [{ body: 'b', mine: false }] });
    const outbox = new MessageOutboxInMemory();
    await outbox.add({ clientId: 'x', conversationId: blockedId, body: 'An die Gesperrte', createdAt: '1' });
    await outbox.add({ clientId: 'y', conversationId: openId, body: 'An die Offene', createdAt: '2' });
    api.conversations.find((c) => c.id === blockedId)!.blockedByOther = true;
    const sent = await new SendQueuedMessages(api, outbox).execute();
    expect(sent.map((m) => m.body)).toEqual(['An die Offene']);
    expect(outbox.messages.map((m) => [m.clientId, m.failed])).toEqual([['x', 'CONVERSATION_BLOCKED']]);
  });
});

describe('the inbox and its unread count', () => {
  it('sums the unread messages of every conversation into the header count', async () => {
    api.seed({
      ad,
      messages: [
        { body: 'a', mine: false },
        { body: 'b', mine: false },
      ],
    });
    api.seed({ ad, messages: [{ body: 'c', mine: false }] });
    const conversations = await new LoadInbox(api, unread).execute();
    expect(conversations).toHaveLength(2);
    expect(unread.count).toBe(3);
  });

  it('opening a conversation with unread messages marks it read; one without asks nothing', async () => {
    const id = api.seed({ ad, messages: [{ body: 'Hallo', mine: false }] });
    const thread = await new OpenConversation(api).execute(id);
    expect(thread.conversation.unread).toBe(0);
    expect(thread.messages.map((m) => m.body)).toEqual(['Hallo']);
    expect(api.reads).toEqual([id]);
    await new OpenConversation(api).execute(id);
    expect(api.reads).toEqual([id]);
    await new MarkConversationRead(api).execute(id);
    expect(api.reads).toEqual([id, id]);
  });

  it('follows the live events: each (re)connection sets the count, events move it, own messages leave it', () => {
    const events = new InboxEventsInMemory();
    const stop = new FollowUnreadMessages(events, unread).execute();
    events.connected(4);
    expect(unread.count).toBe(4);
    const message = {
      id: 'm',
      conversationId: 'c',
      mine: false,
      body: 'x',
      createdAt: '',
      caution: null,
      clientId: null,
    };
    events.emit({ type: 'message', conversationId: 'c', message, unreadTotal: 5 });
    expect(unread.count).toBe(5);
    events.emit({ type: 'message', conversationId: 'c', message: { ...message, mine: true }, unreadTotal: null });
    expect(unread.count).toBe(5);
    events.emit({ type: 'read', conversationId: 'c', unreadTotal: 0 });
    expect(unread.count).toBe(0);
    stop();
    expect(events.listening).toBe(0);
    events.connected(9);
    expect(unread.count).toBe(0);
  });
});

describe('blocking and reporting', () => {
  it('blocks and unblocks the other person', async () => {
    const id = api.seed({ ad });
    await new BlockCounterpart(api).execute(id, true);
    expect(api.conversations[0]!.blockedByMe).toBe(true);
    await new BlockCounterpart(api).execute(id, false);
    expect(api.conversations[0]!.blockedByMe).toBe(false);
  });

  it('reports with a chosen reason and the details trimmed; without a reason it asks for one', async () => {
    const id = api.seed({ ad });
    await new ReportConversation(api).execute(id, 'fraud', '  Will Vorkasse per Western Union.  ');
    expect(api.reports).toEqual([{ conversationId: id, reason: 'fraud', details: 'Will Vorkasse per Western Union.' }]);
    expect(await refusedFields(new ReportConversation(api).execute(id, '', 'x'))).toEqual(['reason:required']);
    expect(await refusedFields(new ReportConversation(api).execute(id, 'nonsense' as never, 'x'))).toEqual([
      'reason:required',
    ]);
    expect(api.reports).toHaveLength(1);
  });
});
