import { describe, expect, it } from 'vitest';
import {
  canWrite,
  linkParts,
  MESSAGE_MAX_LENGTH,
  messageBody,
  type Conversation,
} from '../../../src/domain/conversation';

const conversation = (change: Partial<Conversation> = {}): Conversation => ({
  id: 'c1',
  role: 'seeker',
  ad: {
    id: 'a1',
    title: 'Altbau',
    priceCents: 100000,
    priceType: 'fixed',
    category: 'apartment_rent',
    cover: null,
    available: true,
  },
  counterpart: 'Sonja',
  lastMessage: null,
  unread: 0,
  blockedByMe: false,
  blockedByOther: false,
  createdAt: '2026-06-01T10:00:00Z',
  lastMessageAt: '2026-06-01T10:00:00Z',
  ...change,
});

describe('who can write', () => {
  it('both people, until one blocks the other or the other account is deleted', () => {
    expect(canWrite(conversation())).toBe(true);
    expect(canWrite(conversation({ blockedByMe: true }))).toBe(false);
    expect(canWrite(conversation({ blockedByOther: true }))).toBe(false);
    expect(canWrite(conversation({ counterpart: null }))).toBe(false);
  });
});

describe('what a message sends', () => {
  it('the text trimmed; nothing when it is blank or longer than the limit', () => {
    expect(messageBody('  Ist die Wohnung noch frei?\n')).toBe('Ist die Wohnung noch frei?');
    expect(messageBody(' \n\t ')).toBeNull();
    expect(messageBody('')).toBeNull();
    expect(messageBody('x'.repeat(MESSAGE_MAX_LENGTH))).toHaveLength(MESSAGE_MAX_LENGTH);
    expect(messageBody(` ${'x'.repeat(MESSAGE_MAX_LENGTH)} `)).toHaveLength(MESSAGE_MAX_LENGTH);
    expect(messageBody('x'.repeat(MESSAGE_MAX_LENGTH + 1))).toBeNull();
  });
});

describe('links in a message', () => {
  it('are web addresses only, without the punctuation that ends the sentence', () => {
    expect(linkParts('Grundriss: https://example.de/plan.pdf. Bis morgen!')).toEqual([
      { text: 'Grundriss: ' },
      { text: 'https://example.de/plan.pdf', href: 'https://example.de/plan.pdf' },
      { text: '. Bis morgen!' },
    ]);
    expect(linkParts('(siehe http://a.de/x?y=1)')).toEqual([
      { text: '(siehe ' },
      { text: 'http://a.de/x?y=1', href: 'http://a.de/x?y=1' },
      { text: ')' },
    ]);
  });

  it('keep plain text as it is, and find several links, at the start and the end', () => {
    expect(linkParts('Keine Links hier')).toEqual([{ text: 'Keine Links hier' }]);
    expect(linkParts('')).toEqual([]);
    expect(linkParts('HTTPS://A.DE und https://b.de/')).toEqual([
      { text: 'HTTPS://A.DE', href: 'HTTPS://A.DE' },
      { text: ' und ' },
      { text: 'https://b.de/', href: 'https://b.de/' },
    ]);
  });

  it('never turn other schemes or markup into links', () => {
    expect(linkParts('javascript:alert(1) <a href="x">x</a> ftp://a.de')).toEqual([
      { text: 'javascript:alert(1) <a href="x">x</a> ftp://a.de' },
    ]);
    expect(linkParts('xhttps://a.de')).toEqual([{ text: 'xhttps://a.de' }]);
  });
});
