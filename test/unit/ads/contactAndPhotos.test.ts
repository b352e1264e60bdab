import { beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, ContactSeller } from '../../../src/application/ads/ContactSeller';
import { ReorderAdImages } from '../../../src/application/ads/ReorderAdImages';
import { ReportAd } from '../../../src/application/ads/ReportAd';
import { UploadAdImage } from '../../../src/application/ads/UploadAdImage';
import { RequestError } from '../../../src/application/shared/RequestError';
import type { Ad } from '../../../src/domain/ad';
import { UploadRefused } from '../../../src/domain/imageUpload';
import { refusedFields } from '../../support/refused';
import { AdsApiInMemory, sampleAd } from '../../fakes/AdsApiInMemory';

let api: AdsApiInMemory;
let ad: Ad;
beforeEach(() => {
  api = new AdsApiInMemory();
  // Someone else's live ad, as a visitor writes to it.
  ad = sampleAd({ status: 'active', images: [], ownerId: 'someone-else' });
  api.ads = [ad];
});

describe('a message to the seller by mail', () => {
  const message = {
    name: ' Paul ',
    email: ' paul@example.de ',
    phone: ' 030 1234567 ',
    message: '  Ist die Wohnung noch frei?  ',
  };

  it('sends every field trimmed', async () => {
    await new ContactSeller(api).execute(ad.id, message);
    expect(api.contacts).toEqual([
      {
        id: ad.id,
        message: {
          name: 'Paul',
          email: 'paul@example.de',
          phone: '030 1234567',
          message: 'Ist die Wohnung noch frei?',
        },
      },
    ]);
  });

  it('takes 10 to 2,000 characters of message, counted without the spaces around', async () => {
    const contact = new ContactSeller(api);
    await contact.execute(ad.id, { ...message, message: ` ${'x'.repeat(CONTACT_MESSAGE_MIN)} ` });
    await contact.execute(ad.id, { ...message, message: 'x'.repeat(CONTACT_MESSAGE_MAX) });
    expect(
      await refusedFields(contact.execute(ad.id, { ...message, message: ` ${'x'.repeat(CONTACT_MESSAGE_MIN - 1)} ` })),
    ).toEqual(['message:too_short']);
    expect(
      await refusedFields(contact.execute(ad.id, { ...message, message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) })),
    ).toEqual(['message:too_long']);
    expect(await refusedFields(contact.execute(ad.id, { ...message, message: '   ' }))).toEqual(['message:required']);
    expect(api.contacts).toHaveLength(2);
  });

  it('the phone number is optional, but checked when given; the name is required', async () => {
    await new ContactSeller(api).execute(ad.id, { ...message, phone: '  ' });
    expect(api.contacts[0]!.message.phone).toBe('');
    expect(
      await refusedFields(new ContactSeller(api).execute(ad.id, { ...message, name: ' ', phone: 'call me' })),
    ).toEqual(['name:required', 'phone:invalid']);
  });
});

describe('a report of an ad', () => {
  it('needs one of the reasons and sends the words trimmed', async () => {
    expect(await refusedFields(new ReportAd(api).execute(ad.id, 'boring' as never, 'x'))).toEqual(['reason:required']);
    await new ReportAd(api).execute(ad.id, 'duplicate', '  Gleiche Anzeige zweimal \n');
    expect(api.reports).toEqual([
      { id: ad.id, reason: 'duplicate', message: 'Gleiche Anzeige zweimal', contactEmail: null },
    ]);
  });

  it('an address to hear back at is trimmed, checked with the reason, and left out when empty', async () => {
    expect(await refusedFields(new ReportAd(api).execute(ad.id, '', 'x', 'kein@adresse'))).toEqual([
      'reason:required',
      'contactEmail:invalid',
    ]);
    expect(api.reports).toEqual([]);
    await new ReportAd(api).execute(ad.id, 'fraud', '', '  hinweis@example.org ');
    await new ReportAd(api).execute(ad.id, 'fraud', '', '   ');
    expect(api.reports.map((r) => r.contactEmail)).toEqual(['hinweis@example.org', null]);
  });
});

describe('a photo upload', () => {
  const jpeg = () => new File(['jpeg'], 'bad.jpg', { type: 'image/jpeg' });

  it('with no limit known, any number of photos is tried', async () => {
    for (let i = 0; i < 3; i++) await new UploadAdImage(api).execute(ad.id, jpeg(), () => undefined);
    expect(api.ads.find((a) => a.id === ad.id)!.images).toHaveLength(3);
  });

  it('passes on a refusal it cannot say more specifically, and what is not an API error', async () => {
    api.failure = new RequestError('http', 'UPLOAD_QUOTA_REACHED', 'wait', 429);
    const quota = await new UploadAdImage(api).execute(ad.id, jpeg(), () => undefined).catch((e: unknown) => e);
    expect(quota).not.toBeInstanceOf(UploadRefused);
    expect(quota).toMatchObject({ code: 'UPLOAD_QUOTA_REACHED' });
    api.failure = new TypeError('broken');
    await expect(new UploadAdImage(api).execute(ad.id, jpeg(), () => undefined)).rejects.toBeInstanceOf(TypeError);
  });

  it('a full ad is said as such, with its limit', async () => {
    api.failure = new RequestError('http', 'VALIDATION_FAILED', 'full', 400, [
      { field: 'images', code: 'too_long', message: 'at most 2' },
    ]);
    const full = await new UploadAdImage(api)
      .execute(ad.id, jpeg(), () => undefined, { count: 1, max: 2 })
      .catch((e: unknown) => e);
    expect(full).toBeInstanceOf(UploadRefused);
    expect(full).toMatchObject({ problem: { code: 'TOO_MANY_IMAGES', max: 2 } });
  });
});

describe('moving photos', () => {
  async function withPhotos(n: number): Promise<Ad> {
    let current = ad;
    for (let i = 0; i < n; i++) current = await api.uploadImage(ad.id, new Blob(['x']), () => undefined);
    return current;
  }
  const order = (a: Ad) => a.images.map((i) => i.id.slice(-1));

  it('one place earlier or later, never past either end, and not at all for a photo it does not have', async () => {
    const reorder = new ReorderAdImages(api);
    let current = await withPhotos(3);
    current = await reorder.move(current, current.images[2]!.id, -1);
    expect(order(current)).toEqual(['0', '2', '1']);
    expect(await reorder.move(current, current.images[0]!.id, -1)).toBe(current);
    expect(await reorder.move(current, current.images[2]!.id, 1)).toBe(current);
    expect(await reorder.move(current, 'unknown', 1)).toBe(current);
    current = await reorder.move(current, current.images[1]!.id, 1);
    expect(order(current)).toEqual(['0', '1', '2']);
    current = await reorder.move(current, current.images[1]!.id, -1);
    expect(order(current)).toEqual(['1', '0', '2']);
  });

  it('dropped on a place: past the end goes last, onto itself or unknown changes nothing', async () => {
    const reorder = new ReorderAdImages(api);
    let current = await withPhotos(3);
    expect(await reorder.moveTo(current, current.images[1]!.id, 1)).toBe(current);
    expect(await reorder.moveTo(current, 'unknown', 0)).toBe(current);
    current = await reorder.moveTo(current, current.images[0]!.id, 9);
    expect(order(current)).toEqual(['1', '2', '0']);
    current = await reorder.moveTo(current, current.images[2]!.id, -4);
    expect(order(current)).toEqual(['0', '1', '2']);
  });
});
