import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPushService, type PushServiceStandIn } from '../support/pushService';
import { call, publishedAd, startTestServer, type TestServer } from './helpers';
import { pushWorld } from './pushWorld';
import { thirdPersonWatching } from './thirdPerson';
import { germanSlot, viewingsWorld } from './viewingsWorld';

/**
 * What is pushed (issue 46): a new message to the other person only, grouped per conversation, with a preview the
 * person can switch off; new matches of a saved search as the ad goes online; a viewing the day before — each only
 * when wanted, after quiet hours, and never to a third person. A message sent twice with the browser's id is one.
 */
let server: TestServer;
let service: PushServiceStandIn;
let world: ReturnType<typeof pushWorld>;
beforeAll(async () => {
  [server, service] = await Promise.all([startTestServer(), startPushService()]);
  world = pushWorld(server, service, 'quelle');
});
afterAll(async () => {
  await server.close();
  await service.close();
});

describe('a new message', () => {
  it('reaches the other person with who wrote and the first words; nobody else, however many are about', async () => {
    const lena = await world.person('Lena');
    const tom = await world.person('Tom');
    const third = await thirdPersonWatching(server, undefined, service);
    const text = 'Guten Tag Lena, ich würde die Wohnung gern am Samstag besichtigen. Wäre das möglich?';
    const { conversationId, ad } = await world.conversation(lena, tom, text);
    const [push] = await world.arrivedAt(lena.device.endpoint);
    expect(push!.payload).toEqual({
      kind: 'messages',
      title: 'Neue Nachricht von Tom',
      body: 'Guten Tag Lena, ich würde die Wohnung gern am Samstag besichtigen. Wäre das…',
      url: `/app/messages/${conversationId}`,
      tag: `conversation-${conversationId}`,
    });
    expect(JSON.stringify(push!.payload)).not.toMatch(/@/);
    // Lena answers: Tom's device hears it, in the same group.
    await call(server.app, 'POST', `/api/conversations/${conversationId}/messages`, {
      token: lena.token,
      body: { body: 'Gern, um 11 Uhr?' },
    });
    expect((await world.arrivedAt(tom.device.endpoint)).map((p) => p.payload.tag)).toEqual([
      `conversation-${conversationId}`,
    ]);
    await third.sawNothing({ secrets: [text, 'Gern, um 11 Uhr?', ad.title] });
  });

  it('without a preview it says who and about which ad, never what; switched off, nothing at all', async () => {
    const ina = await world.person('Ina');
    const ole = await world.person('Ole');
    expect((await world.settings(ina.token, { preview: false })).status).toBe(200);
    const { ad } = await world.conversation(ina, ole, 'Meine Telefonnummer ist 0171 2345678');
    const [push] = await world.arrivedAt(ina.device.endpoint);
    expect(push!.payload).toMatchObject({ title: 'Neue Nachricht von Ole', body: `zu „${ad.title}“` });
    expect(JSON.stringify(push!.payload)).not.toContain('0171');
    await world.settings(ina.token, { messages: false });
    await world.conversation(ina, ole, 'Noch eine Frage zur Kaution');
    expect(await world.arrivedAt(ina.device.endpoint)).toHaveLength(1);
  });

  it('in quiet hours it waits for their end, and is dropped if the conversation was read meanwhile', async () => {
    const vera = await world.person('Vera');
    const max = await world.person('Max');
    await world.settings(vera.token, { quietFrom: '22:00', quietUntil: '07:00' });
    try {
      world.toGermanTime('23:30');
      const first = await world.conversation(vera, max, 'Spät am Abend: noch frei?');
      const second = await world.conversation(vera, max, 'Und die andere Wohnung?');
      expect(await world.arrivedAt(vera.device.endpoint)).toEqual([]);
      // Vera reads the second conversation on her laptop before the morning.
      await call(server.app, 'POST', `/api/conversations/${second.conversationId}/read`, { token: vera.token });
      world.toGermanTime('06:59');
      await server.services.push.pushDelivery!.sendDue();
      expect(await world.arrivedAt(vera.device.endpoint)).toEqual([]);
      world.toGermanTime('07:00');
      await server.services.push.pushDelivery!.sendDue();
      const arrived = await world.arrivedAt(vera.device.endpoint);
      expect(arrived.map((p) => p.payload.url)).toEqual([`/app/messages/${first.conversationId}`]);
    } finally {
      server.clock.offsetMs = 0;
    }
  });

  it("sent twice with the browser's own id (the answer was lost) is one message, pushed once", async () => {
    const eva = await world.person('Eva');
    const jan = await world.person('Jan');
    const { conversationId } = await world.conversation(eva, jan, 'Erste Nachricht');
    const clientId = randomUUID();
    const send = () =>
      call(server.app, 'POST', `/api/conversations/${conversationId}/messages`, {
        token: jan.token,
        body: { body: 'Offline geschrieben', clientId },
      });
    const [a, b] = await Promise.all([send(), send()]);
    const c = await send();
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    const ids = [a, b, c].map((answer) => (answer.body.data as { id: string }).id);
    expect(new Set(ids).size).toBe(1);
    expect((a.body.data as { clientId: string }).clientId).toBe(clientId);
    const thread = await call(server.app, 'GET', `/api/conversations/${conversationId}/messages`, {
      token: eva.token,
    });
    const bodies = (thread.body.data as { messages: { body: string; clientId: string | null }[] }).messages;
    expect(bodies.map((m) => m.body)).toEqual(['Erste Nachricht', 'Offline geschrieben']);
    // Shown to its sender only.
    expect(bodies.map((m) => m.clientId)).toEqual([null, null]);
    expect((await world.arrivedAt(eva.device.endpoint)).map((p) => p.payload.body)).toEqual([
      'Erste Nachricht',
      'Offline geschrieben',
    ]);
    // The same id in another conversation is a mistake, not a message.
    const other = await world.conversation(eva, jan, 'Zweite Wohnung');
    const reused = await call(server.app, 'POST', `/api/conversations/${other.conversationId}/messages`, {
      token: jan.token,
      body: { body: 'Offline geschrieben', clientId },
    });
    expect(reused.status).toBe(409);
  });
});

describe('a saved search', () => {
  it('instant: the matching ad is pushed as it goes online, and opens the ad', async () => {
    const sven = await world.person('Sven');
    const seller = await world.person('Sara');
    const saved = await call(server.app, 'POST', '/api/saved-searches', {
      token: sven.token,
      body: { name: 'Gotha sofort', filters: { city: 'Gotha' }, query: 'where=Gotha', frequency: 'instant' },
    });
    expect(saved.status).toBe(201);
    const ad = await publishedAd(server, seller, { title: 'Neu in Gotha', city: 'Gotha', postalCode: '99867' });
    await vi.waitFor(() => expect(service.to(sven.device.endpoint)).toHaveLength(1), { timeout: 20_000 });
    expect(service.to(sven.device.endpoint)[0]!.payload).toMatchObject({
      kind: 'searches',
      title: 'Neue Anzeige für „Gotha sofort“',
      url: `/ads/${ad.id}`,
      tag: `search-${(saved.body.data as { id: string }).id}`,
    });
    expect(await world.arrivedAt(seller.device.endpoint)).toEqual([]);
  });
});

describe('a price cut', () => {
  it('of an ad on the Merkliste is pushed to whoever keeps it (once), with the new price; switched off, nothing', async () => {
    const mia = await world.person('Mia');
    const leo = await world.person('Leo');
    const seller = await world.person('Sam');
    const third = await thirdPersonWatching(server, undefined, service);
    const ad = await publishedAd(server, seller, { title: 'Altbau am Markt', priceCents: 100_000 });
    for (const person of [mia, leo])
      expect((await call(server.app, 'PUT', `/api/favorites/${ad.id}`, { token: person.token })).status).toBe(200);
    expect((await world.settings(leo.token, { priceDrops: false })).status).toBe(200);
    const cut = await call(server.app, 'PATCH', `/api/ads/${ad.id}`, {
      token: seller.token,
      body: { priceCents: 92_500 },
    });
    expect(cut.status).toBe(200);
    await server.services.favorites.tellPriceDrops.execute();
    await server.services.favorites.tellPriceDrops.execute();
    const pushed = await world.arrivedAt(mia.device.endpoint);
    expect(pushed.map((push) => push.payload)).toEqual([
      {
        kind: 'priceDrops',
        title: 'Preis gesenkt: Altbau am Markt',
        body: expect.stringMatching(/^jetzt 925\s€ statt 1\.000\s€$/),
        url: `/ads/${ad.id}`,
        tag: `price-${ad.id}`,
      },
    ]);
    expect(await world.arrivedAt(leo.device.endpoint)).toEqual([]);
    await third.sawNothing({ secrets: [ad.title] });
  });
});

describe('a viewing', () => {
  it('is pushed the day before to the person booked, kept by the push service until it begins', async () => {
    const viewings = await viewingsWorld(server, 'push');
    const slot = await viewings.newSlot({ ...germanSlot(server, 3), openToEnquirers: true });
    const rita = await viewings.enquirer('Rita');
    const device = await world.addDevice(rita.token);
    await viewings.book(rita.token, slot.id);
    try {
      server.clock.offsetMs += new Date(slot.startsAt).getTime() - 23 * 3_600_000 - server.clock.now().getTime();
      await server.services.viewings.viewingReminders.execute();
      const [push] = await world.arrivedAt(device.endpoint);
      expect(push!.payload).toMatchObject({ kind: 'viewings', url: '/app/viewings' });
      expect(push!.payload.title).toMatch(/^Besichtigung /);
      expect(push!.ttl).toBeGreaterThan(22 * 3600);
      expect(push!.ttl).toBeLessThanOrEqual(23 * 3600);
    } finally {
      server.clock.offsetMs = 0;
    }
  });
});
