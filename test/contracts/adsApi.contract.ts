import { describe, expect, it } from 'vitest';
import type { AdsApi } from '../../src/application/ads/ports';
import type { Ad } from '../../src/domain/ad';
import type { AdInput } from '../../src/domain/adValidation';
import { code } from './code';

/** What the contract needs besides the port: credits granted by a purchase, and a photo uploaded by the browser. */
export interface AdsWorld {
  /** The port as the signed-in seller uses it. */
  api: AdsApi;
  grant(packageId: string, credits: number): Promise<void>;
  /** Adds one photo to the ad (in the browser an upload with progress, which Node has no XMLHttpRequest for). */
  addPhoto(adId: string): Promise<void>;
}

let n = 0;
const input = (extra: Partial<AdInput> = {}): AdInput =>
  ({
    title: `Vertragswohnung ${++n} mit Balkon ${Date.now()}`,
    description: 'Helle Wohnung mit Balkon, Einbauküche und Parkett, ruhig gelegen, nahe der U-Bahn.',
    category: 'apartment_rent',
    priceCents: 95_000,
    priceType: 'fixed',
    postalCode: '10435',
    city: 'Berlin',
    district: 'Prenzlauer Berg',
    livingArea: 70,
    rooms: 3,
    features: ['balcony'],
    energyCertificate: { type: 'consumption', kwhPerSqmYear: 120, carrier: 'district_heating', efficiencyClass: 'D' },
    ...extra,
  }) as AdInput;

/** AdsApi as the server answers it: one suite, run against the fake and against the HTTP adapter. */
export function adsApiContract(name: string, world: () => Promise<AdsWorld>) {
  describe(`AdsApi contract: ${name}`, () => {
    it('a draft is the owner’s: created, listed as theirs, changed, deleted', async () => {
      const { api } = await world();
      const draft = await api.create(input({ title: 'Entwurf im Vertragstest' }));
      expect(draft).toMatchObject({ title: 'Entwurf im Vertragstest', status: 'draft', images: [], publishedAt: null });
      expect((await api.mine()).map((a) => a.id)).toContain(draft.id);
      expect((await api.get(draft.id)).title).toBe('Entwurf im Vertragstest');
      expect((await api.update(draft.id, { title: 'Geänderter Entwurf im Vertragstest' })).title).toBe(
        'Geänderter Entwurf im Vertragstest',
      );
      await api.remove(draft.id);
      expect(await code(api.get(draft.id))).toBe('NOT_FOUND');
      expect((await api.mine()).map((a) => a.id)).not.toContain(draft.id);
    });

    it('publishing needs a photo and a credit, and without a choice spends the cheapest package’s credit that fits', async () => {
      const { api, grant, addPhoto } = await world();
      const draft = await api.create(input());
      expect(await code(api.publish(draft.id, null))).toBe('VALIDATION_FAILED');
      await addPhoto(draft.id);
      expect(await code(api.publish(draft.id, null))).toBe('NO_CREDITS');
      await grant('premium', 1);
      await grant('basis', 1);
      const live: Ad = await api.publish(draft.id, null);
      expect(live).toMatchObject({ id: draft.id, status: 'active' });
      expect(live.publishedAt).not.toBeNull();
      expect(await api.credits()).toEqual([{ packageId: 'premium', credits: 1 }]);
      // The public list finds it, by its words.
      const page = await api.search({ q: live.title.split(' ').slice(0, 2).join(' ') }, null, 20);
      expect(page.items.map((a) => a.id)).toContain(live.id);
      expect(page.total).toBeGreaterThanOrEqual(1);
      expect((await api.similar(live.id)).map((a) => a.id)).not.toContain(live.id);
      expect((await api.seller(live.id)).firstName).toBe('Erika');
    });

    it('pausing a live ad keeps its runtime and hides it; showing it again is free and moves the end by the pause', async () => {
      const { api, grant, addPhoto } = await world();
      const draft = await api.create(input());
      expect(await code(api.pause(draft.id))).toBe('CONFLICT');
      await addPhoto(draft.id);
      await grant('basis', 1);
      const live = await api.publish(draft.id, null);
      expect(await code(api.resume(live.id))).toBe('CONFLICT');
      const paused = await api.pause(live.id);
      expect(paused).toMatchObject({ id: live.id, status: 'paused', expiresAt: live.expiresAt });
      expect(paused.pausedAt).not.toBeNull();
      expect(await code(api.pause(live.id))).toBe('CONFLICT');
      const words = live.title.split(' ').slice(0, 2).join(' ');
      expect((await api.search({ q: words }, null, 20)).items.map((a) => a.id)).not.toContain(live.id);
      // No credit is left, and none is needed.
      expect(await api.credits()).toEqual([]);
      const resumed = await api.resume(live.id);
      expect(resumed).toMatchObject({ status: 'active', pausedAt: null });
      const moved = Date.parse(resumed.expiresAt!) - Date.parse(live.expiresAt!);
      expect(moved).toBeGreaterThanOrEqual(0);
      expect(moved).toBeLessThan(60_000);
      expect((await api.search({ q: words }, null, 20)).items.map((a) => a.id)).toContain(live.id);
      expect(await code(api.pause('00000000-0000-4000-8000-00000000dead'))).toBe('NOT_FOUND');
    });

    it('Verlängern and Hochschieben cost one credit each; without one nothing changes', async () => {
      const { api, grant, addPhoto } = await world();
      const draft = await api.create(input());
      await addPhoto(draft.id);
      await grant('basis', 1);
      expect(await code(api.extend(draft.id, null))).toBe('CONFLICT');
      expect(await code(api.bump(draft.id, null))).toBe('CONFLICT');
      const live = await api.publish(draft.id, null);
      expect(await code(api.extend(live.id, null))).toBe('NO_CREDITS');
      expect(await code(api.bump(live.id, null))).toBe('NO_CREDITS');
      await grant('basis', 2);
      const extended = await api.extend(live.id, null);
      expect(Date.parse(extended.expiresAt!) - Date.parse(live.expiresAt!)).toBe(30 * 86_400_000);
      const bumped = await api.bump(live.id, 'basis');
      expect(bumped.expiresAt).toBe(extended.expiresAt);
      expect(Date.parse(bumped.publishedAt!)).toBeGreaterThanOrEqual(Date.parse(live.publishedAt!));
      expect(await api.credits()).toEqual([]);
      expect(await code(api.extend('00000000-0000-4000-8000-00000000dead', null))).toBe('NOT_FOUND');
    });

    it('a chosen package with no credit left is refused', async () => {
      const { api, grant, addPhoto } = await world();
      const draft = await api.create(input());
      await addPhoto(draft.id);
      await grant('basis', 1);
      expect(await code(api.publish(draft.id, 'premium'))).toBe('NO_CREDITS');
      expect((await api.publish(draft.id, 'basis')).status).toBe('active');
    });

    it('photos are taken away and put in a new order, each listed at its place', async () => {
      const { api, addPhoto } = await world();
      const draft = await api.create(input());
      for (let i = 0; i < 3; i++) await addPhoto(draft.id);
      const { images } = await api.get(draft.id);
      expect(images).toHaveLength(3);
      const reversed = images.map((image) => image.id).reverse();
      const reordered = await api.reorderImages(draft.id, reversed);
      expect(reordered.images.map((image) => [image.id, image.position])).toEqual(
        reversed.map((imageId, position) => [imageId, position]),
      );
      const fewer = await api.removeImage(draft.id, reversed[0]!);
      expect(fewer.images.map((image) => [image.id, image.position])).toEqual(
        reversed.slice(1).map((imageId, position) => [imageId, position]),
      );
      expect((await api.get(draft.id)).images.map((image) => image.id)).toEqual(reversed.slice(1));
    });

    it('an own ad’s statistics list each of the last days, oldest first, today last', async () => {
      const { api, grant, addPhoto } = await world();
      const draft = await api.create(input());
      await addPhoto(draft.id);
      await grant('basis', 1);
      const live = await api.publish(draft.id, null);
      const week = await api.stats(live.id, 7);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
      expect(week.days.map((d) => d.day)).toHaveLength(7);
      expect(week.days.at(-1)).toEqual({ day: today, views: 0, saves: 0, contacts: 0 });
      expect(Date.parse(week.days[6]!.day) - Date.parse(week.days[0]!.day)).toBe(6 * 86_400_000);
      expect(week.totals).toEqual({ views: 0, saves: 0, contacts: 0 });
      expect((await api.stats(live.id, 30)).days).toHaveLength(30);
      expect(await code(api.stats('00000000-0000-4000-8000-00000000dead', 7))).toBe('NOT_FOUND');
    });

    it('only a live ad can be written to or reported, and nobody writes to their own', async () => {
      const { api, grant, addPhoto } = await world();
      const draft = await api.create(input());
      const message = {
        name: 'Jana Beispiel',
        email: 'jana@example.de',
        phone: '',
        message: 'Ist die Wohnung noch frei?',
      };
      expect(await code(api.contact(draft.id, message))).toBe('NOT_FOUND');
      expect(await code(api.report(draft.id, 'fraud', 'Sieht nach Betrug aus', null))).toBe('NOT_FOUND');
      await addPhoto(draft.id);
      await grant('basis', 1);
      const live = await api.publish(draft.id, null);
      expect(await code(api.contact(live.id, message))).toBe('CONFLICT');
      // An address to hear back at is an e-mail address or nothing; the check comes before anything is filed.
      expect(await code(api.report(live.id, 'fraud', 'Sieht nach Betrug aus', 'javascript:alert(1)//@x.de'))).toBe(
        'VALIDATION_FAILED',
      );
      await expect(api.report(live.id, 'fraud', 'Sieht nach Betrug aus', null)).resolves.toBeUndefined();
      await expect(
        api.report(live.id, 'fraud', 'Sieht nach Betrug aus', 'hinweis@example.org'),
      ).resolves.toBeUndefined();
    });

    it('an ad that does not exist is not found', async () => {
      const { api } = await world();
      expect(await code(api.get('00000000-0000-4000-8000-00000000dead'))).toBe('NOT_FOUND');
      expect(await code(api.publish('00000000-0000-4000-8000-00000000dead', null))).toBe('NOT_FOUND');
    });
  });
}
