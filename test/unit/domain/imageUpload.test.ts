import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../src/domain/errors';
import {
  checkUpload,
  fileFormat,
  imageLimit,
  MAX_IMAGE_BYTES,
  problemFromAnswer,
} from '../../../src/domain/imageUpload';

const MB = 1024 * 1024;
const photo = { name: 'wohnzimmer.jpg', size: 2 * MB, type: 'image/jpeg' };
const packages = [
  { id: 'basis', maxImages: 10 },
  { id: 'premium', maxImages: 30 },
  { id: 'plus', maxImages: 20 },
];

describe('what an upload may be', () => {
  it('says how large a file is and how large it may be', () => {
    expect(checkUpload({ ...photo, size: 33 * MB + 300_000 }, { count: 0, max: 30 })).toEqual({
      code: 'FILE_TOO_LARGE',
      sizeMb: 33.3,
      maxMb: 10,
    });
    expect(checkUpload({ ...photo, size: MAX_IMAGE_BYTES }, { count: 0, max: 30 })).toBeNull();
  });

  it('names the format that is not an image, as people know it', () => {
    expect(checkUpload({ name: 'Grundriss.pdf', size: MB, type: 'application/pdf' }, { count: 0, max: 30 })).toEqual({
      code: 'NOT_AN_IMAGE',
      format: 'PDF',
    });
    expect(fileFormat({ name: 'Exposé', type: 'application/vnd.ms-word' })).toBe('VND.MS-WORD');
    expect(fileFormat({ name: 'IMG_0001.heic', type: '' })).toBe('HEIC');
    expect(fileFormat({ name: 'ohne', type: '' })).toBe('?');
  });

  it('refuses a photo past the limit while uploading, not at publishing', () => {
    expect(checkUpload(photo, { count: 9, max: 10 })).toBeNull();
    expect(checkUpload(photo, { count: 10, max: 10 })).toEqual({ code: 'TOO_MANY_IMAGES', max: 10 });
    expect(checkUpload(photo, { count: 99, max: null })).toBeNull();
  });

  it('the limit is the ad’s package’s once published, before that the largest any package allows', () => {
    expect(imageLimit({ packageId: 'basis' }, packages)).toBe(10);
    expect(imageLimit({ packageId: null }, packages)).toBe(30);
    expect(imageLimit({ packageId: 'gone' }, packages)).toBe(30);
    expect(imageLimit({ packageId: null }, [])).toBeNull();
    // Issue 67: before publishing, the largest package the owner can publish with, not one they do not hold.
    expect(imageLimit({ packageId: null }, packages, ['plus'])).toBe(20);
    expect(imageLimit({ packageId: null }, packages, ['basis', 'plus'])).toBe(20);
    expect(imageLimit({ packageId: null }, packages, ['gone'])).toBe(30);
  });

  it('turns the server’s refusals into the same specific problems', () => {
    const pdf = { name: 'scan.pdf', size: 40 * MB, type: '' };
    expect(problemFromAnswer(new DomainError('PAYLOAD_TOO_LARGE', 'too large'), pdf, 10)).toEqual({
      code: 'FILE_TOO_LARGE',
      sizeMb: 40,
      maxMb: 10,
    });
    expect(problemFromAnswer(new DomainError('UNSUPPORTED_MEDIA_TYPE', 'no'), pdf, 10)).toEqual({
      code: 'NOT_AN_IMAGE',
      format: 'PDF',
    });
    // A JPEG we take, but whose content cannot be read: damaged, not "a format we do not take".
    const broken = { name: 'kaputt.jpg', size: 2048, type: 'image/jpeg' };
    expect(problemFromAnswer(new DomainError('UNSUPPORTED_MEDIA_TYPE', 'no'), broken, 10)).toEqual({
      code: 'UNREADABLE',
      name: 'kaputt.jpg',
    });
    expect(
      problemFromAnswer(
        new DomainError('UNSUPPORTED_MEDIA_TYPE', 'no'),
        { name: 'IMG_0001.HEIC', size: 1, type: '' },
        10,
      ),
    ).toEqual({ code: 'UNREADABLE', name: 'IMG_0001.HEIC' });
    const full = new DomainError('VALIDATION_FAILED', 'full', [
      { field: 'images', code: 'too_long', message: 'at most 10' },
    ]);
    expect(problemFromAnswer(full, photo, 10)).toEqual({ code: 'TOO_MANY_IMAGES', max: 10 });
    expect(problemFromAnswer(full, photo, null)).toEqual({ code: 'SERVER', errorCode: 'VALIDATION_FAILED' });
    expect(problemFromAnswer(new DomainError('UPLOAD_QUOTA_REACHED', 'wait'), photo, 10)).toEqual({
      code: 'SERVER',
      errorCode: 'UPLOAD_QUOTA_REACHED',
    });
  });
});
