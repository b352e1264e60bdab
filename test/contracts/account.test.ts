import { afterAll, beforeAll } from 'vitest';
import { AccountApiHttp } from '../../src/infrastructure/http/AccountApiHttp';
import { SessionsApiHttp } from '../../src/infrastructure/http/SessionsApiHttp';
import { AccountApiInMemory } from '../fakes/AccountApiInMemory';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { SessionsApiInMemory } from '../fakes/SessionsApiInMemory';
import { adminToken, call, publishedAd, registration } from '../server/helpers';
import { accountApiContract, sessionsApiContract } from './accountApi.contract';
import { sellerDetailsApiContract } from './sellerDetailsApi.contract';
import { SellerDetailsApiHttp } from '../../src/infrastructure/http/SellerDetailsApiHttp';
import { SellerDetailsApiInMemory } from '../fakes/SellerDetailsApiInMemory';
import { startHttpWorld, type HttpWorld } from './httpWorld';
import { decisionsApiContract } from './decisionsApi.contract';
import { phoneApiContract } from './phoneApi.contract';
import { PhoneApiInMemory } from '../fakes/PhoneApiInMemory';
import { PhoneApiHttp } from '../../src/infrastructure/http/PhoneApiHttp';
import { DecisionsApiInMemory } from '../fakes/DecisionsApiInMemory';
import { DecisionsApiHttp } from '../../src/infrastructure/http/DecisionsApiHttp';
import type { DecisionsApi } from '../../src/application/account/ports';
import { pushApiContract } from './pushApi.contract';
import { PushApiInMemory } from '../fakes/PushApiInMemory';
import { PushApiHttp } from '../../src/infrastructure/http/PushApiHttp';

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

decisionsApiContract('in memory (test/fakes)', async () => {
  const api = new DecisionsApiInMemory();
  const decision = api.add({ mine: true, secret: 'aus-der-mail' });
  return { recipient: api, stranger: strangerOf(api), decisionId: decision.id, secret: 'aus-der-mail' };
});
decisionsApiContract('HTTP adapter against the server', async () => {
  const { http, person } = await signedIn();
  const { http: strangerHttp } = await signedIn();
  const ad = await publishedAd(world.server, person);
  const admin = await adminToken(world.server);
  await call(world.server.app, 'POST', `/api/admin/ads/${ad.id}/take-down`, {
    token: admin,
    body: { reason: 'Fotos' },
  });
  await world.server.mail.settled();
  const mail = world.server.mail.sent.filter((m) => m.to === person.email).at(-1)!;
  const [, decisionId, secret] = /\/decisions\/([\w-]+)#token=([\w-]+)/.exec(mail.text)!;
  return {
    recipient: new DecisionsApiHttp(http),
    stranger: new DecisionsApiHttp(strangerHttp),
    decisionId: decisionId!,
    secret: secret!,
  };
});

phoneApiContract('in memory (test/fakes)', async () => ({
  api: new PhoneApiInMemory(),
  codeFor: async () => '123456',
}));
phoneApiContract('HTTP adapter against the server', async () => {
  const { http } = await signedIn();
  return {
    api: new PhoneApiHttp(http),
    codeFor: async (to) => {
      await world.server.mail.settled();
      return world.server.sms.codeFor(to)!;
    },
  };
});

/** The fake as another person sees it: the same decisions, none of them theirs, complaints shared. */
function strangerOf(api: DecisionsApiInMemory): DecisionsApi {
  const view = (mine: boolean) => api.decisions.forEach((entry) => (entry.mine = mine));
  const as = async <T>(work: () => Promise<T>) => {
    view(false);
    try {
      return await work();
    } finally {
      view(true);
    }
  };
  return {
    mine: () => as(() => api.mine()),
    get: (id, secret) => as(() => api.get(id, secret)),
    complain: (id, text, secret) => as(() => api.complain(id, text, secret)),
  };
}

pushApiContract('in memory (test/fakes)', async () => ({ api: new PushApiInMemory() }));
pushApiContract('HTTP adapter against the server', async () => {
  const { http } = await signedIn();
  return { api: new PushApiHttp(http) };
});
