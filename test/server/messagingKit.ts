import type { Conversation, ConversationThread } from '../../src/domain/conversation';
import { call, signUp, type TestServer } from './helpers';

let n = 0;

/**
 * What the messaging tests do through the API, on the file's server (given late: it starts in beforeAll). Sellers are
 * called Erika, seekers Paul (first names are all either side sees of the other).
 */
export function messaging(server: () => TestServer) {
  const app = () => server().app;
  /** A new account (its session and its address), named as sellers or seekers are. */
  const person = async (name: string, firstName = 'Erika') => {
    const email = `${name}-${++n}@example.de`;
    return { ...(await signUp(server(), email, { name: firstName })), email };
  };
  return {
    person,
    seekerNamed: (name: string) => person(name, 'Paul'),
    start: (token: string, adId: string, body: string) =>
      call(app(), 'POST', `/api/ads/${adId}/conversations`, { token, body: { body } }),
    inbox: async (token: string) =>
      (await call(app(), 'GET', '/api/conversations', { token })).body.data as Conversation[],
    thread: async (token: string, id: string) =>
      (await call(app(), 'GET', `/api/conversations/${id}/messages`, { token })).body.data as ConversationThread,
    send: (token: string, id: string, body: string) =>
      call(app(), 'POST', `/api/conversations/${id}/messages`, { token, body: { body } }),
    unread: async (token: string) =>
      ((await call(app(), 'GET', '/api/conversations/unread', { token })).body.data as { count: number }).count,
    /** Every answer one side gets about the conversation, as text: the other side's e-mail address must be in none. */
    everythingSeenBy: async (token: string, conversationId: string, adId: string): Promise<string> => {
      const answers = await Promise.all([
        call(app(), 'GET', '/api/conversations', { token }),
        call(app(), 'GET', `/api/conversations/${conversationId}/messages`, { token }),
        call(app(), 'GET', `/api/ads/${adId}/seller`),
        call(app(), 'GET', `/api/ads/${adId}`, { token }),
      ]);
      return answers.map((a) => a.response.body).join('\n');
    },
  };
}
