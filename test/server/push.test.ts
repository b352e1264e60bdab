import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAX_PUSH_DEVICES } from '../../src/domain/push';
import { startPushService, type PushServiceStandIn } from '../support/pushService';
import { call, rows, signUp, startTestServer, type TestServer } from './helpers';
import { pushWorld } from './pushWorld';

/**
 * Web Push (issue 46): a person's devices, what they want pushed, and the delivery — encrypted for the device and
 * signed with the server's VAPID key (checked by the local push service as a real one would), retried when the push
 * service asks for it, and the device removed when its subscription is gone.
 */
let server: TestServer;
let service: PushServiceStandIn;
let world: ReturnType<typeof pushWorld>;
beforeAll(async () => {
  [server, service] = await Promise.all([startTestServer(), startPushService()]);
  world = pushWorld(server, service, 'push');
});
afterAll(async () => {
  await server.close();
  await service.close();
});

describe('devices', () => {
  it('a browser added, listed with its browser and system, moved to the account that adds it next, removed', async () => {
    const erika = await world.person('Erika');
    expect(await world.devices(erika.token)).toEqual([
      { id: erika.device.id, browser: 'Chrome', os: 'Android', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    // Max signs in on Erika's phone: the browser's subscription is his now (a browser belongs to one account).
    const max = await world.person('Max');
    const moved = await world.addDevice(max.token, erika.device.subscription);
    expect(moved.id).toBe(erika.device.id);
    expect(await world.devices(erika.token)).toEqual([]);
    expect((await world.devices(max.token)).map((d) => d.id).sort()).toEqual([max.device.id, moved.id].sort());
    // Nobody removes another's device; its owner does.
    const refused = await call(server.app, 'DELETE', `/api/push/devices/${moved.id}`, { token: erika.token });
    expect(refused.status).toBe(404);
    expect((await call(server.app, 'DELETE', `/api/push/devices/${moved.id}`, { token: max.token })).status).toBe(200);
    expect((await world.devices(max.token)).map((d) => d.id)).toEqual([max.device.id]);
  });

  it('an address copied without its browser’s keys stays with its owner (issue 68: it moved silently)', async () => {
    const owner = await world.person('Olga');
    const other = await world.person('Igor');
    const copied = { ...owner.device.subscription, keys: service.subscription().keys };
    const refused = await call(server.app, 'POST', '/api/push/devices', { token: other.token, body: copied });
    expect([refused.status, refused.body.error]).toEqual([409, 'CONFLICT']);
    expect((await world.devices(owner.token)).map((d) => d.id)).toEqual([owner.device.id]);
    expect((await world.devices(other.token)).map((d) => d.id)).toEqual([other.device.id]);
    // Its owner renewing it with new keys is the owner's own business.
    expect((await call(server.app, 'POST', '/api/push/devices', { token: owner.token, body: copied })).status).toBe(
      201,
    );
  });

  it('signing out on a device (or ending its session from another) stops its pushes and takes it off the list', async () => {
    const rosa = await world.person('Rosa');
    const phone = await call(server.app, 'POST', '/api/auth/login', {
      body: { email: rosa.email, password: 'secret-password-1' },
    });
    const phoneToken = (phone.body.data as { accessToken: string }).accessToken;
    const onPhone = await world.addDevice(phoneToken);
    expect(await world.devices(rosa.token)).toHaveLength(2);
    expect((await call(server.app, 'POST', '/api/auth/logout', { token: phoneToken })).status).toBe(200);
    expect((await world.devices(rosa.token)).map((d) => d.id)).toEqual([rosa.device.id]);
    const paul = await world.person('Paul');
    await world.conversation(rosa, paul, 'Ist die Wohnung noch frei, Rosa?');
    expect(await world.arrivedAt(onPhone.endpoint)).toEqual([]);
    expect(await world.arrivedAt(rosa.device.endpoint), await world.why()).toHaveLength(1);
    await server.services.push.pushDelivery!.sendDue();
    expect(await rows(server, sql`select id from push_subscriptions where id = ${onPhone.id}`)).toEqual([]);
  });

  it(`at most ${MAX_PUSH_DEVICES} devices: the oldest gives way to a new one`, async () => {
    const paula = await world.person('Paula');
    const later = [];
    for (let i = 1; i < MAX_PUSH_DEVICES + 1; i++) later.push((await world.addDevice(paula.token)).id);
    expect((await world.devices(paula.token)).map((d) => d.id)).toEqual(later);
  });

  it('without VAPID keys (production without VAPID_*) no device can be added, said by its code', async () => {
    const off = await startTestServer({ push: null });
    try {
      const { token } = await signUp(off, 'ohne-push@example.de');
      const refused = await call(off.app, 'POST', '/api/push/devices', { token, body: service.subscription() });
      expect([refused.status, refused.body.error]).toEqual([409, 'PUSH_NOT_CONFIGURED']);
      expect(await rows(off, sql`select id from push_subscriptions`)).toEqual([]);
    } finally {
      await off.close();
    }
  });

  it('only a push service is an endpoint: no address inside our network, nothing but https outside this machine', async () => {
    const { token } = await world.person('Ida');
    const keys = service.subscription().keys;
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://10.0.0.7/push',
      'https://[fd00::1]/push',
      'https://metadata.local/push',
      'https://user:secret@fcm.googleapis.com/x',
      'ftp://push.example.de/x',
    ]) {
      const answer = await call(server.app, 'POST', '/api/push/devices', { token, body: { endpoint, keys } });
      expect(answer.status, endpoint).toBe(400);
      expect(answer.body.errors?.[0]?.field, endpoint).toMatch(/endpoint/);
    }
    const bad = await call(server.app, 'POST', '/api/push/devices', {
      token,
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'x', auth: keys.auth } },
    });
    expect(bad.status).toBe(400);
    expect(await world.devices(token)).toHaveLength(1);
  });
});

describe('settings', () => {
  it('everything on with a preview until changed; quiet hours need both ends, said on the field, nothing saved', async () => {
    const { token } = await world.person('Jan');
    const get = async () => (await call(server.app, 'GET', '/api/push/settings', { token })).body.data;
    expect(await get()).toEqual({
      messages: true,
      searches: true,
      priceDrops: true,
      viewings: true,
      preview: true,
      quietFrom: null,
      quietUntil: null,
    });
    const half = await world.settings(token, { quietFrom: '22:00' });
    expect(half.status).toBe(400);
    expect(half.body.errors).toEqual([expect.objectContaining({ field: 'quietUntil', code: 'required' })]);
    expect((await world.settings(token, { quietFrom: '25:00', quietUntil: '07:00' })).status).toBe(400);
    expect((await get()) as object).toMatchObject({ quietFrom: null, quietUntil: null });
    const saved = await world.settings(token, { searches: false, quietFrom: '22:00', quietUntil: '7:30' });
    expect(saved.body.data).toMatchObject({ searches: false, messages: true, quietFrom: '22:00', quietUntil: '7:30' });
    expect(await get()).toEqual(saved.body.data);
  });
});

describe('delivery', () => {
  it('decryptable by the device alone, signed with the VAPID key browsers subscribe with, for the push service', async () => {
    const lena = await world.person('Lena');
    const tom = await world.person('Tom');
    const { conversationId } = await world.conversation(lena, tom, 'Ist die Wohnung noch frei?');
    const [push] = await world.arrivedAt(lena.device.endpoint);
    expect(push, await world.why()).toBeDefined();
    expect(push!.vapidKey).toBe(server.config.push!.publicKey);
    expect(push!.claims.aud).toBe(service.base);
    expect(push!.claims.sub).toMatch(/^mailto:/);
    expect(push!.urgency).toBe('high');
    expect(push!.ttl).toBeGreaterThan(23 * 3600);
    expect(push!.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(push!.payload).toMatchObject({
      url: `/app/messages/${conversationId}`,
      tag: `conversation-${conversationId}`,
    });
    expect(service.rejected.filter((r) => !r.why.startsWith('scripted'))).toEqual([]);
    // The sender's own device hears nothing of their own message.
    expect(await world.arrivedAt(tom.device.endpoint)).toEqual([]);
    // Delivered pushes leave nothing behind; the device says when it was last reached.
    expect(await rows(server, sql`select id from push_outbox`)).toEqual([]);
    expect((await world.devices(lena.token))[0]!.lastUsedAt).not.toBeNull();
  });

  it('429 waits for its Retry-After, 500 for the backoff; then it arrives, once', async () => {
    const olga = await world.person('Olga');
    const ben = await world.person('Ben');
    service.answerNext(olga.device.endpoint, { status: 429, headers: { 'retry-after': '120' } }, { status: 503 });
    await world.conversation(olga, ben, 'Hallo Olga, noch frei?');
    expect(await world.arrivedAt(olga.device.endpoint)).toEqual([]);
    expect(
      service.rejected.filter((r) => r.endpoint === olga.device.endpoint),
      await world.why(),
    ).toHaveLength(1);
    try {
      server.clock.advance(90_000);
      await server.services.push.pushDelivery!.sendDue();
      expect(service.rejected.filter((r) => r.endpoint === olga.device.endpoint)).toHaveLength(1);
      server.clock.advance(31_000);
      await server.services.push.pushDelivery!.sendDue();
      // The 503: the next try after the 60 s backoff of a second attempt.
      expect(service.rejected.filter((r) => r.endpoint === olga.device.endpoint)).toHaveLength(2);
      expect(await world.arrivedAt(olga.device.endpoint)).toEqual([]);
      server.clock.advance(61_000);
      await server.services.push.pushDelivery!.sendDue();
      expect(await world.arrivedAt(olga.device.endpoint)).toHaveLength(1);
      server.clock.advance(3_600_000);
      await server.services.push.pushDelivery!.sendDue();
      expect(await world.arrivedAt(olga.device.endpoint)).toHaveLength(1);
    } finally {
      server.clock.offsetMs = 0;
    }
  });

  it('a subscription the push service calls gone (410) is removed with what waited for it', async () => {
    const uta = await world.person('Uta');
    const kai = await world.person('Kai');
    service.expire(uta.device.endpoint);
    await world.conversation(uta, kai, 'Guten Tag, ist die Wohnung noch zu haben?');
    await server.mail.settled();
    expect(await world.devices(uta.token), await world.why()).toEqual([]);
    expect(await rows(server, sql`select id from push_subscriptions where id = ${uta.device.id}`)).toEqual([]);
  });
});
