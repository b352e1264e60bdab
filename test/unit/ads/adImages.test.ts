import { beforeEach, describe, expect, it } from 'vitest';
import { UploadAdImage, MAX_IMAGE_BYTES } from '../../../src/application/ads/UploadAdImage';
import { ReorderAdImages } from '../../../src/application/ads/ReorderAdImages';
import { UploadRefused } from '../../../src/domain/imageUpload';
import { RequestError } from '../../../src/application/shared/RequestError';
import { AdsApiInMemory } from '../../fakes/AdsApiInMemory';
import { input } from './adInput';

// An ad's photos: uploaded with progress, refused before upload with the reason, ordered and given a cover.
let api: AdsApiInMemory;
beforeEach(() => {
  api = new AdsApiInMemory();
});

describe('images', () => {
  it('uploads with progress', async () => {
    const ad = await api.create(input);
    const progress: number[] = [];
    const updated = await new UploadAdImage(api).execute(ad.id, new Blob(['x'], { type: 'image/jpeg' }), (f) =>
      progress.push(f),
    );
    expect(updated.images).toHaveLength(1);
    expect(progress).toEqual([0.5, 1]);
  });

  it('refuses files over 10 MB, non-images and photos past the limit before uploading, saying why', async () => {
    const ad = await api.create(input);
    const upload = (file: Blob, photos = { count: 0, max: 10 }) =>
      new UploadAdImage(api).execute(ad.id, file, () => undefined, photos).catch((e: unknown) => e);
    const big = { size: MAX_IMAGE_BYTES + 1, type: 'image/jpeg', name: 'gross.jpg' } as unknown as Blob;
    expect(await upload(big)).toMatchObject({ problem: { code: 'FILE_TOO_LARGE', maxMb: 10 } });
    expect(await upload(new File(['%PDF'], 'Grundriss.pdf', { type: 'application/pdf' }))).toMatchObject({
      problem: { code: 'NOT_AN_IMAGE', format: 'PDF' },
    });
    expect(await upload(new Blob(['x'], { type: 'image/jpeg' }), { count: 10, max: 10 })).toMatchObject({
      problem: { code: 'TOO_MANY_IMAGES', max: 10 },
    });
    expect((await api.get(ad.id)).images).toEqual([]);
  });

  it('says the server’s refusal of a file as specifically (a 415 names the format, or a damaged photo by name)', async () => {
    const ad = await api.create(input);
    api.failure = new RequestError('http', 'UNSUPPORTED_MEDIA_TYPE', 'not an image', 415);
    const upload = (file: File) =>
      new UploadAdImage(api).execute(ad.id, file, () => undefined).catch((e: unknown) => e);
    const svg = await upload(new File(['<svg/>'], 'plan.svg', { type: 'image/svg+xml' }));
    expect(svg).toBeInstanceOf(UploadRefused);
    expect(svg).toMatchObject({ problem: { code: 'NOT_AN_IMAGE', format: 'SVG' } });
    expect(await upload(new File(['x'], 'kaputt.jpg', { type: 'image/jpeg' }))).toMatchObject({
      problem: { code: 'UNREADABLE', name: 'kaputt.jpg' },
    });
  });

  it('moves images and makes any of them the cover', async () => {
    let ad = await api.create(input);
    for (let i = 0; i < 3; i++) ad = await api.uploadImage(ad.id, new Blob(['x']), () => undefined);
    const [a, b, c] = ad.images.map((i) => i.id);
    const reorder = new ReorderAdImages(api);
    ad = await reorder.move(ad, a!, 1);
    expect(ad.images.map((i) => i.id)).toEqual([b, a, c]);
    ad = await reorder.makeCover(ad, c!);
    expect(ad.images.map((i) => i.id)).toEqual([c, b, a]);
    expect(await reorder.move(ad, c!, -1)).toBe(ad);
  });

  it('a photo dropped on another takes its place; the others keep their order', async () => {
    let ad = await api.create(input);
    for (let i = 0; i < 4; i++) ad = await api.uploadImage(ad.id, new Blob(['x']), () => undefined);
    const [a, b, c, d] = ad.images.map((i) => i.id);
    const reorder = new ReorderAdImages(api);
    ad = await reorder.moveTo(ad, d!, 0);
    expect(ad.images.map((i) => i.id)).toEqual([d, a, b, c]);
    ad = await reorder.moveTo(ad, d!, 2);
    expect(ad.images.map((i) => i.id)).toEqual([a, b, d, c]);
    expect(await reorder.moveTo(ad, d!, 2)).toBe(ad); // dropped on itself
    expect(await reorder.moveTo(ad, 'not-a-photo-of-this-ad', 0)).toBe(ad);
  });
});
