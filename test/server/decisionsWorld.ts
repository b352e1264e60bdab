import type { ComplaintCase, Decision } from '../../src/domain/decisions';
import { adminToken, call, signUp, type TestServer } from './helpers';

/**
 * What the decisions tests share: a server with two moderators (a complaint must be answered by the one who did not
 * decide), people to act, and the calls of the statements and complaints.
 */
export async function decisionsWorld(server: TestServer, prefix: string) {
  const admin = await adminToken(server);
  const email = `${prefix}-moderatorin@example.de`;
  const second = await signUp(server, email, { name: 'Zora' });
  await call(server.app, 'PATCH', `/api/userList/${second.id}`, { token: admin, body: { role: 'ADMIN' } });
  const login = await call(server.app, 'POST', '/api/auth/login', {
    body: { email, password: 'secret-password-1' },
  });
  const secondAdmin = (login.body.data as { accessToken: string }).accessToken;
  let n = 0;
  return {
    admin,
    secondAdmin,
    secondAdminEmail: email,
    person: async (name = 'vermieter') => {
      const address = `${prefix}-${name}-${++n}@example.de`;
      return { ...(await signUp(server, address, { name: 'Vera' })), email: address };
    },
    mailsTo: async (to: string) => {
      await server.mail.settled();
      return server.mail.sent.filter((m) => m.to === to);
    },
    decisionsOf: async (token: string) =>
      (await call(server.app, 'GET', '/api/decisions', { token })).body.data as Decision[],
    complain: (id: string, text: string, auth: { token?: string; secret?: string }) =>
      call(server.app, 'POST', `/api/decisions/${id}/complaint`, {
        token: auth.token,
        body: { text, ...(auth.secret ? { token: auth.secret } : {}) },
      }),
    openCases: async (token: string) =>
      (await call(server.app, 'GET', '/api/admin/complaints', { token })).body.data as ComplaintCase[],
    answer: (token: string, id: string, outcome: 'upheld' | 'reversed', text: string) =>
      call(server.app, 'POST', `/api/admin/complaints/${id}/answer`, { token, body: { outcome, answer: text } }),
  };
}
