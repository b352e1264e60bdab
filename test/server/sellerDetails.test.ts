import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SellerProfile } from '../../src/domain/conversation';
import type { SellerDetails } from '../../src/domain/trader';
import { call, publishedAd, signUp, startTestServer, validAd, type TestServer } from './helpers';
import { thirdPersonWatching } from './thirdPerson';
import { becomeTrader, TRADER } from './traders';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let n = 0;
const person = (name: string, extra: Record<string, unknown> = {}) =>
  signUp(server, `${name}-${++n}@example.de`, extra);
const details = async (token: string) =>
  (await call(server.app, 'GET', '/api/user/seller', { token })).body.data as SellerDetails;
const save = (token: string, body: Record<string, unknown>) =>
  call(server.app, 'PUT', '/api/user/seller', { token, body });

describe('whom an account sells as', () => {
  it('is private unless chosen at registration; a trader registered so cannot publish before giving the details', async () => {
    const privat = await person('privat');
    expect(await details(privat.token)).toEqual({
      accountKind: 'private',
      trader: null,
      certifiedAt: null,
      canPublish: true,
    });
    const trader = await person('makler', { accountKind: 'commercial' });
    expect(await details(trader.token)).toEqual({
      accountKind: 'commercial',
      trader: null,
      certifiedAt: null,
      canPublish: false,
    });
    const draft = (await call(server.app, 'POST', '/api/ads', { token: trader.token, body: validAd() })).body.data as {
      id: string;
      sellerType: string;
    };
    expect(draft.sellerType, 'the draft says what the account is').toBe('commercial');
    await server.services.uow.repos.ledger.append({
      userId: trader.id,
      packageId: 'basis',
      amount: 1,
      reason: 'grant',
    });
    const refused = await call(server.app, 'POST', `/api/ads/${draft.id}/publish`, {
      token: trader.token,
      body: { packageId: 'basis' },
    });
    expect([refused.status, refused.body.error]).toEqual([409, 'TRADER_DETAILS_MISSING']);
    const ad = (await call(server.app, 'GET', `/api/ads/${draft.id}`, { token: trader.token })).body.data as {
      status: string;
    };
    expect(ad.status, 'nothing changed: still a draft').toBe('draft');
    const credits = (await call(server.app, 'GET', '/api/ads/credits', { token: trader.token })).body.data;
    expect(credits, 'and the credit is kept').toEqual([{ packageId: 'basis', credits: 1 }]);
  });

  it('refuses incomplete or wrong trader details field by field, and saves nothing', async () => {
    const me = await person('fehler');
    const wrong = await save(me.token, {
      accountKind: 'commercial',
      trader: { ...TRADER, companyName: ' ', postalCode: '1043', vatId: 'DE123456789', registerNumber: null },
      certified: false,
    });
    expect(wrong.status).toBe(400);
    const problems = (wrong.body.errors ?? []).map((e) => `${e.field}:${e.code}`).sort();
    expect(problems).toEqual([
      'certified:required',
      'companyName:required',
      'postalCode:invalid',
      'registerNumber:required',
      'vatId:invalid',
    ]);
    expect(await details(me.token), 'nothing saved').toMatchObject({ accountKind: 'private', trader: null });
    // The e-mail is a link on every ad page: an address that is a script or carries a second recipient is refused.
    for (const email of ['javascript:alert(1)//@example.de', 'info@example.de?bcc=x@example.de']) {
      const refused = await save(me.token, {
        accountKind: 'commercial',
        trader: { ...TRADER, email },
        certified: true,
      });
      expect(
        refused.body.errors?.map((e) => `${e.field}:${e.code}`),
        email,
      ).toEqual(['email:invalid']);
    }
    const austrian = await save(me.token, {
      accountKind: 'commercial',
      trader: { ...TRADER, country: 'AT', postalCode: '1010', city: 'Wien', vatId: 'ATU13585627' },
      certified: true,
    });
    expect(austrian.status, JSON.stringify(austrian.body)).toBe(200);
  });

  it('a trader’s ads show the Anbieter-Impressum; becoming private again, once no commercial ad is online, removes the details', async () => {
    const seller = await person('wechsel');
    const ad = await publishedAd(server, seller, { title: 'Wohnung eines späteren Maklers' });
    const profile = async () => (await call(server.app, 'GET', `/api/ads/${ad.id}/seller`)).body.data as SellerProfile;
    expect(await profile()).toMatchObject({ sellerType: 'private', imprint: null });

    const before = server.clock.now().getTime();
    await becomeTrader(server, seller);
    const saved = await details(seller.token);
    expect(saved).toMatchObject({ accountKind: 'commercial', canPublish: true });
    expect(saved.trader, 'stored trimmed, the VAT id without spaces').toEqual({ ...TRADER, vatId: 'DE123456788' });
    const certified = Date.parse(saved.certifiedAt ?? '');
    expect(certified >= before && certified <= server.clock.now().getTime(), 'certified as it was saved').toBe(true);
    expect(await profile()).toMatchObject({
      sellerType: 'commercial',
      imprint: { ...TRADER, vatId: 'DE123456788' },
    });
    const listed = (await call(server.app, 'GET', `/api/ads?q=${encodeURIComponent('späteren Maklers')}`)).body
      .data as { items: { id: string; sellerType: string }[] };
    expect(listed.items.find((item) => item.id === ad.id)?.sellerType, 'the list says it at once').toBe('commercial');

    // While the ad offered commercially is online, the account cannot turn private and take the Impressum off it.
    const early = await save(seller.token, { accountKind: 'private' });
    expect([early.status, early.body.error]).toEqual([409, 'TRADER_ADS_ONLINE']);
    expect(await profile()).toMatchObject({ sellerType: 'commercial', imprint: { companyName: TRADER.companyName } });
    const archived = await call(server.app, 'PATCH', `/api/ads/${ad.id}`, {
      token: seller.token,
      body: { status: 'archived' },
    });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    expect((await save(seller.token, { accountKind: 'private' })).status).toBe(200);
    expect(await details(seller.token)).toEqual({
      accountKind: 'private',
      trader: null,
      certifiedAt: null,
      canPublish: true,
    });
    const own = (await call(server.app, 'GET', `/api/ads/${ad.id}`, { token: seller.token })).body.data as {
      sellerType: string;
    };
    expect(own.sellerType, 'the ended ad says so too').toBe('private');
  });

  it('nobody else sees a trader’s details except on their ads', async () => {
    const watcher = await thirdPersonWatching(server);
    const seller = await person('geheim');
    await becomeTrader(server, seller, { companyName: 'Verschwiegen Immobilien KG', legalForm: 'KG' });
    expect((await call(server.app, 'GET', '/api/user/seller')).status, 'signed in only').toBe(401);
    await watcher.sawNothing({ secrets: ['Verschwiegen Immobilien KG'] });
  });
});
