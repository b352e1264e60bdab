import { beforeEach, describe, expect, it } from 'vitest';
import { SearchAds } from '../../../src/application/ads/SearchAds';
import { SaveAdDetails } from '../../../src/application/ads/SaveAdDetails';
import { PublishAd } from '../../../src/application/ads/PublishAd';
import { DeleteAd } from '../../../src/application/ads/DeleteAd';
import { ContactSeller } from '../../../src/application/ads/ContactSeller';
import { ReportAd } from '../../../src/application/ads/ReportAd';
import { ArchiveAd } from '../../../src/application/ads/ArchiveAd';
import { runtimeLeftDaysOf as runtimeLeftDays } from '../../../src/domain/adLife';
import { PauseAd } from '../../../src/application/ads/PauseAd';
import { ResumeAd } from '../../../src/application/ads/ResumeAd';
import { LoadMyAds } from '../../../src/application/ads/LoadMyAds';
import { LoadAd } from '../../../src/application/ads/LoadAd';
import { ValidationError } from '../../../src/domain/errors';
import { RequestError } from '../../../src/application/shared/RequestError';
import { input } from './adInput';
import { AdsApiInMemory, sampleAd } from '../../fakes/AdsApiInMemory';
import { AdFormStoreInMemory } from '../../fakes/AdFormStoreInMemory';

let api: AdsApiInMemory;
let store: AdFormStoreInMemory;
beforeEach(() => {
  api = new AdsApiInMemory();
  store = new AdFormStoreInMemory();
});

describe('SearchAds', () => {
  it('drops empty filters so a shared link carries only what was chosen', async () => {
    await new SearchAds(api).execute({ q: '', city: 'Berlin', minPrice: undefined, sort: 'newest' });
    expect(api.searches).toEqual([{ filters: { city: 'Berlin', sort: 'newest' }, cursor: null, limit: 12 }]);
  });

  it('passes the cursor for the next page', async () => {
    api.ads = Array.from({ length: 15 }, () => sampleAd());
    const first = await new SearchAds(api).execute({});
    const second = await new SearchAds(api).execute({}, first.nextCursor);
    expect(first.items).toHaveLength(12);
    expect(second.items).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
  });
});

describe('SaveAdDetails', () => {
  it('creates a draft and remembers it at the images step (imgMultiStepForm)', async () => {
    const ad = await new SaveAdDetails(api, store).execute(input, null);
    expect(ad.status).toBe('draft');
    expect(store.progress).toEqual({ adId: ad.id, step: 'images' });
  });

  it('updates an existing draft instead of creating a second one', async () => {
    const ad = await new SaveAdDetails(api, store).execute(input, null);
    await new SaveAdDetails(api, store).execute({ ...input, title: 'Geänderter Titel der Wohnung' }, ad.id);
    expect(api.ads).toHaveLength(1);
    expect(api.ads[0]!.title).toBe('Geänderter Titel der Wohnung');
  });

  it('asks a Berlin rental which Mietpreisbremse exception it relies on, a Dortmund one nothing (issue 71)', async () => {
    const unanswered = { ...input, rentControl: null };
    const refused = await new SaveAdDetails(api, store).execute(unanswered, null).then(
      () => [],
      (error: unknown) => (error as { fieldErrors: { field: string; code: string }[] }).fieldErrors,
    );
    expect(refused).toEqual([expect.objectContaining({ field: 'rentControl', code: 'required' })]);
    expect(api.ads).toEqual([]);
    const dortmund = await new SaveAdDetails(api, store).execute(
      { ...unanswered, city: 'Dortmund', postalCode: '44135' },
      null,
    );
    expect(dortmund.city).toBe('Dortmund');
  });

  it('refuses invalid details field by field, sending nothing', async () => {
    const error = await new SaveAdDetails(api, store)
      .execute({ ...input, title: 'x', postalCode: 'abc' }, null)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors.map((f) => f.field)).toEqual(['title', 'postalCode']);
    expect(api.ads).toEqual([]);
    expect(store.progress).toBeNull();
  });
});

describe('publishing and managing', () => {
  it('PublishAd spends a credit and clears imgMultiStepForm and planMultiStepForm', async () => {
    const ad = await api.uploadImage((await api.create(input)).id, new Blob(['x']), () => undefined);
    api.creditBalances = [{ packageId: 'basis', credits: 1 }];
    store.saveProgress({ adId: ad.id, step: 'review' });
    store.savePlan({ packageId: 'basis' });
    const live = await new PublishAd(api, store).execute(ad.id, 'basis');
    expect(live.status).toBe('active');
    expect(store.progress).toBeNull();
    expect(store.plan).toBeNull();
    expect(await api.credits()).toEqual([]);
  });

  it('PublishAd keeps the progress when the server refuses (no credits)', async () => {
    const created = await api.create(input);
    // A photo is there: the server asks for one before it looks for a credit.
    const ad = await api.uploadImage(created.id, new Blob(['x']), () => undefined);
    store.saveProgress({ adId: ad.id, step: 'review' });
    await expect(new PublishAd(api, store).execute(ad.id, null)).rejects.toMatchObject({ code: 'NO_CREDITS' });
    expect(store.progress).toEqual({ adId: ad.id, step: 'review' });
  });

  it('DeleteAd forgets the form progress only for that ad', async () => {
    const a = await api.create(input);
    const b = await api.create(input);
    store.saveProgress({ adId: b.id, step: 'images' });
    await new DeleteAd(api, store).execute(a.id);
    expect(store.progress).toEqual({ adId: b.id, step: 'images' });
    await new DeleteAd(api, store).execute(b.id);
    expect(store.progress).toBeNull();
  });

  it('ArchiveAd archives; LoadMyAds brings ads and credits together', async () => {
    const ad = await api.create(input);
    api.creditBalances = [{ packageId: 'plus', credits: 2 }];
    expect((await new ArchiveAd(api).execute(ad.id)).status).toBe('archived');
    const mine = await new LoadMyAds(api).execute();
    expect(mine.ads.map((a) => a.status)).toEqual(['archived']);
    expect(mine.credits).toEqual([{ packageId: 'plus', credits: 2 }]);
  });

  it('PauseAd and ResumeAd take a live ad offline and back, leaving the credits as they were', async () => {
    const ad = await api.create(input);
    api.ads = api.ads.map((a) =>
      a.id === ad.id ? { ...a, status: 'active' as const, expiresAt: '2030-01-31T00:00:00.000Z' } : a,
    );
    api.creditBalances = [{ packageId: 'basis', credits: 1 }];
    const paused = await new PauseAd(api).execute(ad.id);
    expect(paused).toMatchObject({ status: 'paused' });
    // However long it stays paused, the days it had left stay.
    expect(runtimeLeftDays(paused, new Date('2099-01-01'))).toBe(runtimeLeftDays(paused, new Date()));
    expect(runtimeLeftDays(paused, new Date('2099-01-01'))).toBeGreaterThan(0);
    expect((await new ResumeAd(api).execute(ad.id)).status).toBe('active');
    expect(api.creditBalances).toEqual([{ packageId: 'basis', credits: 1 }]);
  });

  it('runtimeLeftDays counts whole days from now, or from the pause while paused', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(runtimeLeftDays({ expiresAt: '2026-12-05T12:00:00Z', pausedAt: null }, now)).toBe(10);
    expect(runtimeLeftDays({ expiresAt: '2026-12-05T11:00:00Z', pausedAt: null }, now)).toBe(10);
    expect(runtimeLeftDays({ expiresAt: '2026-12-05T12:00:00Z', pausedAt: '2026-11-30T12:00:00Z' }, now)).toBe(5);
    expect(runtimeLeftDays({ expiresAt: '2026-11-20T12:00:00Z', pausedAt: null }, now)).toBe(0);
    expect(runtimeLeftDays({ expiresAt: null, pausedAt: null }, now)).toBeNull();
  });
});

describe('ContactSeller and ReportAd', () => {
  const message = { name: 'Paul', email: 'paul@example.de', phone: '', message: 'Ist die Wohnung noch frei?' };

  it('sends a trimmed message', async () => {
    const ad = sampleAd({ ownerId: 'someone-else' });
    api.ads = [ad];
    await new ContactSeller(api).execute(ad.id, { ...message, name: ' Paul ' });
    expect(api.contacts).toEqual([{ id: ad.id, message: { ...message, name: 'Paul' } }]);
  });

  it('refuses a missing e-mail, a bad phone and a too short message', async () => {
    const error = (await new ContactSeller(api)
      .execute('x', { name: 'P', email: '', phone: 'abc', message: 'hi' })
      .catch((e: unknown) => e)) as ValidationError;
    expect(error.fieldErrors.map((f) => [f.field, f.code])).toEqual([
      ['email', 'required'],
      ['phone', 'invalid'],
      ['message', 'too_short'],
    ]);
    expect(api.contacts).toEqual([]);
  });

  it('a report needs a reason', async () => {
    const ad = sampleAd();
    api.ads = [ad];
    await expect(new ReportAd(api).execute(ad.id, '', 'bad')).rejects.toBeInstanceOf(ValidationError);
    await new ReportAd(api).execute(ad.id, 'fraud', ' Vorkasse verlangt ');
    expect(api.reports).toEqual([{ id: ad.id, reason: 'fraud', message: 'Vorkasse verlangt', contactEmail: null }]);
  });
});

describe('opening an ad by its address', () => {
  it('an address that cannot name an ad (/ads/12345) is "not found", like an unknown ad, and asks no server', async () => {
    const api = new AdsApiInMemory();
    const asked: string[] = [];
    api.get = async (id: string) => {
      asked.push(id);
      // What the server answers for a malformed id: a 400 whose generic message said "something went wrong".
      throw new RequestError('http', 'VALIDATION_FAILED', 'id must match format "uuid"', 400);
    };
    await expect(new LoadAd(api).execute('12345')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(asked).toEqual([]);
    await expect(new LoadAd(api).execute('6469d442-2e6f-47c4-b693-b97fe74f5306')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(asked).toEqual(['6469d442-2e6f-47c4-b693-b97fe74f5306']);
  });
});
