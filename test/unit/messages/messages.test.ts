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
    expect((await new SendMessage(api).execute(id, ' Gern! ')).body).toBe('Gern!');
    expect(await refusedFields(new SendMessage(api).execute(id, ''))).toEqual(['body:required']);
    expect(api.conversations[0]!.messages.map((m) => m.body)).toEqual(['Hallo', 'Gern!']);
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
    const message = { id: 'm', conversationId: 'c', mine: false, body: 'x', createdAt: '', caution: null };
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
