import { afterAll, beforeAll, expect, vi } from 'vitest';
import { DeliveryApiHttp } from '../../src/infrastructure/http/DeliveryApiHttp';
import { ModerationApiHttp } from '../../src/infrastructure/http/ModerationApiHttp';
import { ReportsApiHttp } from '../../src/infrastructure/http/ReportsApiHttp';
import { UsersApiHttp } from '../../src/infrastructure/http/UsersApiHttp';
import type { Ad } from '../../src/domain/ad';
import type { User } from '../../src/domain/user';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { sampleAd } from '../fakes/AdsApiInMemory';
import { DeliveryApiInMemory } from '../fakes/DeliveryApiInMemory';
import { ModerationApiInMemory } from '../fakes/ModerationApiInMemory';
import { ReportsApiInMemory } from '../fakes/ReportsApiInMemory';
import { UsersApiInMemory } from '../fakes/UsersApiInMemory';
import { adminToken, call, publishedAd, registration } from '../server/helpers';
import { adminApiContract } from './adminApi.contract';
import { startHttpWorld, type HttpWorld } from './httpWorld';

let world: HttpWorld;
beforeAll(async () => {
  world = await startHttpWorld();
});
afterAll(() => world.server.close());

adminApiContract('in memory (test/fakes)', async () => {
  const users = new UsersApiInMemory();
  const reports = new ReportsApiInMemory();
  const moderation = new ModerationApiInMemory();
  const delivery = new DeliveryApiInMemory();
  const accounts = new AuthApiInMemory();
  let n = 0;
  return {
    users,
    reports,
    moderation,
    delivery,
    async undeliverable(to) {
      delivery.letters.push({ id: `letter-${++n}`, queue: 'code-mail', to, failedAt: new Date().toISOString() });
    },
    async person(firstName) {
      const user: User = { ...accounts.addAccount(`person-${++n}@example.de`, 'pw'), name: firstName };
      users.users.push(user);
      return user;
    },
    async reportedAd() {
      const ad = sampleAd({ status: 'active' });
      const now = new Date().toISOString();
      reports.reports.push({
        id: `report-${++n}`,
        subject: 'ad',
        reason: 'fraud',
        details: 'Vorkasse',
        status: 'open',
        outcome: null,
        note: '',
        ad: { id: ad.id, title: ad.title },
        conversationId: null,
        reporter: null,
        evidence: null,
        createdAt: now,
        updatedAt: now,
      });
      return ad;
    },
    async liveAd() {
      const ad = sampleAd({ status: 'active' });
      moderation.live.push(ad);
      return ad;
    },
    async pendingAd() {
      const ad = sampleAd({ status: 'pending' });
      moderation.pending.push(ad);
      return ad;
    },
  };
});

adminApiContract('HTTP adapter against the server', async () => {
  const { http, signIn } = world.client();
  signIn(await adminToken(world.server));
  const liveAd = async (): Promise<Ad> => {
    const seller = await world.person('Erika');
    return publishedAd(world.server, seller);
  };
  return {
    users: new UsersApiHttp(http),
    reports: new ReportsApiHttp(http),
    moderation: new ModerationApiHttp(http),
    delivery: new DeliveryApiHttp(http),
    async undeliverable(to) {
      // The mail server refuses until every retry is spent; a registration's code mail then waits in the dead letters.
      world.server.mail.down = true;
      try {
        await call(world.server.app, 'POST', '/api/auth/register', { body: registration(to) });
        await vi.waitFor(
          async () => expect((await world.server.services.jobs.deadLetters(100)).some((l) => l.to === to)).toBe(true),
          { timeout: 30_000, interval: 100 },
        );
      } finally {
        world.server.mail.down = false;
      }
    },
    async person(firstName) {
      const { id } = await world.person(firstName);
      return (await new UsersApiHttp(http).list({ page: 1, limit: 100, q: firstName })).items.find((u) => u.id === id)!;
    },
    async reportedAd() {
      const ad = await liveAd();
      const reported = await call(world.server.app, 'POST', `/api/ads/${ad.id}/report`, {
        body: { reason: 'fraud', message: 'Vorkasse' },
      });
      if (reported.status >= 300) throw new Error(`report failed: ${JSON.stringify(reported.body)}`);
      return ad;
    },
    liveAd,
    async pendingAd() {
      // Published, then held for review as with moderation on (the world's server publishes at once).
      const ad = await liveAd();
      await world.server.services.uow.repos.ads.update(ad.id, { status: 'pending' });
      return { ...ad, status: 'pending' };
    },
  };
});
