import { afterAll, beforeAll } from 'vitest';
import { AccountApiHttp } from '../../src/infrastructure/http/AccountApiHttp';
import { SessionsApiHttp } from '../../src/infrastructure/http/SessionsApiHttp';
import { AccountApiInMemory } from '../fakes/AccountApiInMemory';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { SessionsApiInMemory } from '../fakes/SessionsApiInMemory';
import { call, registration } from '../server/helpers';
import { accountApiContract, sessionsApiContract } from './accountApi.contract';
import { sellerDetailsApiContract } from './sellerDetailsApi.contract';
import { SellerDetailsApiHttp } from '../../src/infrastructure/http/SellerDetailsApiHttp';
import { SellerDetailsApiInMemory } from '../fakes/SellerDetailsApiInMemory';
import { startHttpWorld, type HttpWorld } from './httpWorld';

let world: HttpWorld;
beforeAll(async () => {
  world = await startHttpWorld();
});
afterAll(() => world.server.close());

async function signedIn() {
  const person = await world.person('Erika');
  const { http, signIn } = world.client();
  signIn(person.token);
  return { http, person };
}

accountApiContract('in memory (test/fakes)', async () => {
  const user = new AuthApiInMemory().addAccount(`erika-${Date.now()}@example.de`, 'pw');
  const api = new AccountApiInMemory(user);
  return { api, email: user.email, password: api.password, codeFor: async () => api.emailCode };
});
accountApiContract('HTTP adapter against the server', async () => {
  const { http, person } = await signedIn();
  return {
    api: new AccountApiHttp(http),
    email: person.email,
    password: registration(person.email).password,
    codeFor: (email) => world.server.mail.codeFor(email),
  };
});

sessionsApiContract('in memory (test/fakes)', async () => {
  const api = new SessionsApiInMemory();
  let n = 0;
  return {
    api,
    otherSession: async () =>
      void api.sessions.push({
        id: `s-other-${++n}`,
        userAgent: '',
        createdAt: '2026-11-01T00:00:00Z',
        lastUsedAt: '2026-11-01T00:00:00Z',
        current: false,
      }),
  };
});
sessionsApiContract('HTTP adapter against the server', async () => {
  const { http, person } = await signedIn();
  return {
    api: new SessionsApiHttp(http),
    otherSession: async () => {
      const login = await call(world.server.app, 'POST', '/api/auth/login', {
        body: { email: person.email, password: registration(person.email).password },
      });
      if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
    },
  };
});

sellerDetailsApiContract('in memory (test/fakes)', async () => ({ api: new SellerDetailsApiInMemory() }));
sellerDetailsApiContract('HTTP adapter against the server', async () => {
  const { http } = await signedIn();
  return { api: new SellerDetailsApiHttp(http) };
});
