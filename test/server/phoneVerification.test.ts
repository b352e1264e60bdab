import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsSenderSevenIo } from '../../server/accounts/adapters/SmsSenderSevenIo';
import { SmsSenderOutbox } from '../../server/accounts/adapters/SmsSenderOutbox';
import type { PhoneStatus } from '../../src/domain/shapes/users';
import { call, publishedAd, signUp, startTestServer, type TestServer } from './helpers';
import { thirdPersonWatching } from './thirdPerson';

/*
 * Issue 44: "Telefon bestätigt" on a seller's card. A code goes by SMS to the mobile number a person gives; only the
 * code typed back makes it their confirmed number; whether ads show it is their choice. The SMS reach the gateway
 * through the job queue (lose nothing), and the gateway adapter is tested against a local stand-in for seven.io.
 */

let server: TestServer;
let n = 0;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const person = async () => signUp(server, `telefon-${++n}@example.de`, { name: 'Tina' });
const phone = (token: string) => call(server.app, 'GET', '/api/user/phone', { token });
const request = (token: string, number: string) =>
  call(server.app, 'POST', '/api/user/phone', { token, body: { phone: number } });
const confirm = (token: string, code: string) =>
  call(server.app, 'POST', '/api/user/phone/confirm', { token, body: { code } });
const show = (token: string, showPhone: boolean) =>
  call(server.app, 'PUT', '/api/user/phone/visibility', { token, body: { showPhone } });
const sellerCard = async (adId: string) =>
  (await call(server.app, 'GET', `/api/ads/${adId}/seller`)).body.data as {
    verified: { email: boolean; phone: boolean };
    phone: string | null;
  };
/** The SMS has left through the job queue once nothing is pending. */
const smsTo = async (to: string) => {
  await server.mail.settled();
  return server.sms.codeFor(to);
};

describe('confirming a mobile number by SMS', () => {
  it('reads the number as people write it, refuses landlines and non-numbers on the field, and sends nothing then', async () => {
    const me = await person();
    const sentBefore = server.sms.sent.length;
    const landline = await request(me.token, '030 1234567');
    expect(landline.status).toBe(400);
    expect(landline.body.errors).toEqual([expect.objectContaining({ field: 'phone', code: 'not_mobile' })]);
    expect((await request(me.token, '12')).body.errors).toEqual([
      expect.objectContaining({ field: 'phone', code: 'invalid' }),
    ]);
    const sent = await request(me.token, '0151 / 234 567 89');
    expect(sent.status).toBe(202);
    expect(sent.body.data).toEqual({ to: '+4915123456789' });
    expect(await smsTo('+4915123456789')).toMatch(/^\d{6}$/);
    expect(server.sms.sent.length).toBe(sentBefore + 1);
    expect(server.sms.sent.at(-1)!.text).toContain('Ihr Inserat-Code');
  });

  it('only the code typed back makes the number confirmed; the card says so, and shows it only when chosen', async () => {
    const seller = await person();
    const watcher = await thirdPersonWatching(server);
    const ad = await publishedAd(server, seller);
    expect((await phone(seller.token)).body.data).toEqual({
      phone: '+49 30 1234567',
      verified: false,
      showPhone: false,
    });
    expect(await sellerCard(ad.id)).toMatchObject({ verified: { email: true, phone: false }, phone: null });
    expect((await show(seller.token, true)).body.error).toBe('PHONE_NOT_VERIFIED');

    await request(seller.token, '+43 664 1234567');
    const code = (await smsTo('+436641234567'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await confirm(seller.token, wrong)).body.error).toBe('CODE_INVALID');
    expect(((await phone(seller.token)).body.data as PhoneStatus).verified).toBe(false);
    const confirmed = await confirm(seller.token, code);
    expect(confirmed.body.data).toEqual({ phone: '+43 664 1234567', verified: true, showPhone: false });
    expect((await confirm(seller.token, code)).body.error).toBe('CODE_INVALID');
    // Confirmed but not shown: the card says "Telefon bestätigt" without the number.
    expect(await sellerCard(ad.id)).toMatchObject({ verified: { phone: true }, phone: null });
    expect((await show(seller.token, true)).body.data).toMatchObject({ showPhone: true });
    expect((await sellerCard(ad.id)).phone).toBe('+43 664 1234567');
    // A changed number is no longer the confirmed one, and no ad shows it.
    const changed = await call(server.app, 'PATCH', '/api/user/profile', {
      token: seller.token,
      body: { phone_number: '+49 170 1111111' },
    });
    expect(changed.status).toBe(200);
    expect((await phone(seller.token)).body.data).toEqual({
      phone: '+49 170 1111111',
      verified: false,
      showPhone: false,
    });
    expect(await sellerCard(ad.id)).toMatchObject({ verified: { phone: false }, phone: null });
    // Nothing of it reached a third person's channels.
    expect(((await phone(watcher.person.token)).body.data as PhoneStatus).verified).toBe(false);
    await watcher.sawNothing({ secrets: ['+436641234567', '+43 664 1234567', code] });
  });

  it('sends no second code within a minute, and at most five an hour', async () => {
    const me = await person();
    const to = '+4915199990000';
    await request(me.token, '0151 99990000');
    await request(me.token, '0151 99990000');
    await server.mail.settled();
    expect(server.sms.sent.filter((m) => m.to === to)).toHaveLength(1);
    for (let i = 0; i < 4; i++) {
      server.clock.advance(61_000);
      expect((await request(me.token, '0151 99990000')).status).toBe(202);
    }
    server.clock.advance(61_000);
    const sixth = await request(me.token, '0151 99990000');
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toBe('SMS_QUOTA_REACHED');
    await server.mail.settled();
    expect(server.sms.sent.filter((m) => m.to === to)).toHaveLength(5);
  });
});

describe('the SMS gateway adapters', () => {
  let gateway: Server;
  let url: string;
  const received: { headers: IncomingMessage['headers']; body: unknown }[] = [];
  let answer: { status: number; body: string } = { status: 200, body: '{"success":"100"}' };
  beforeAll(async () => {
    gateway = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(raw) });
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(gateway.address() as { port: number }).port}/api/sms`;
  });
  afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

  it('seven.io: the key in X-Api-Key, the message as JSON; anything but an accepted answer throws (the queue retries)', async () => {
    const sender = new SmsSenderSevenIo({ apiUrl: url, apiKey: 'schluessel', from: 'Inserat' });
    await sender.send({ to: '+4915123456789', text: 'Ihr Inserat-Code: 123456' });
    expect(received.at(-1)).toMatchObject({
      headers: { 'x-api-key': 'schluessel', 'content-type': 'application/json' },
      body: { to: '+4915123456789', text: 'Ihr Inserat-Code: 123456', from: 'Inserat' },
    });
    answer = { status: 200, body: '{"success":"900"}' };
    await expect(sender.send({ to: '+4915123456789', text: 'x' })).rejects.toThrow('code 900');
    answer = { status: 503, body: 'busy' };
    await expect(sender.send({ to: '+4915123456789', text: 'x' })).rejects.toThrow('503');
    answer = { status: 200, body: '{"success":"100"}' };
  });

  it('the outbox keeps each SMS as a file only its owner reads', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sms-outbox-'));
    const logged: string[] = [];
    const outbox = new SmsSenderOutbox(dir, { info: (_d, m) => logged.push(m), warn: () => {}, error: () => {} });
    await outbox.send({ to: '+4915123456789', text: 'Ihr Inserat-Code: 654321' });
    const [file] = await readdir(dir);
    expect(await readFile(path.join(dir, file!), 'utf8')).toContain('654321');
    expect(logged.join(' ')).not.toContain('654321');
  });
});
