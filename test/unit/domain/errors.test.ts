import { describe, expect, it } from 'vitest';
import { DomainError, ValidationError } from '../../../src/domain/errors';
import { fileFormat, problemFromAnswer, UploadRefused } from '../../../src/domain/imageUpload';

describe('errors as a log or a caller reads them', () => {
  it('a domain error carries its code and no field errors unless given', () => {
    const error = new DomainError('NOT_FOUND', 'No such ad');
    expect(error).toMatchObject({ name: 'DomainError', code: 'NOT_FOUND', message: 'No such ad', fieldErrors: [] });
    expect(error).toBeInstanceOf(Error);
  });

  it('a refused input names every field with what is wrong', () => {
    const error = new ValidationError([
      { field: 'title', code: 'too_short', message: 'title must have at least 5 characters' },
      { field: 'city', code: 'required', message: 'city is required' },
    ]);
    expect(error).toMatchObject({ name: 'ValidationError', code: 'VALIDATION_FAILED' });
    expect(error.message).toBe('title: title must have at least 5 characters; city: city is required');
  });

  it('a refused upload is a validation failure unless the server said otherwise', () => {
    const tooLarge = new UploadRefused({ code: 'FILE_TOO_LARGE', sizeMb: 12, maxMb: 10 });
    expect(tooLarge).toMatchObject({
      name: 'UploadRefused',
      code: 'VALIDATION_FAILED',
      message: 'Upload refused: FILE_TOO_LARGE',
    });
    expect(new UploadRefused({ code: 'SERVER', errorCode: 'RATE_LIMITED' })).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Upload refused: SERVER',
    });
  });
});

describe('a refused file, said specifically', () => {
  const photo = { name: 'plan.tar.gz', size: 1024, type: '' };

  it('names the format by the last ending of the file name', () => {
    expect(fileFormat(photo)).toBe('GZ');
  });

  it('calls only the photo limit’s refusal "too many photos"', () => {
    const other = new DomainError('VALIDATION_FAILED', 'bad', [{ field: 'title', code: 'too_long', message: 'x' }]);
    expect(problemFromAnswer(other, photo, 10)).toEqual({ code: 'SERVER', errorCode: 'VALIDATION_FAILED' });
    const imagesInvalid = new DomainError('VALIDATION_FAILED', 'bad', [
      { field: 'images', code: 'invalid', message: 'x' },
    ]);
    expect(problemFromAnswer(imagesInvalid, photo, 10)).toEqual({ code: 'SERVER', errorCode: 'VALIDATION_FAILED' });
    const mixed = new DomainError('VALIDATION_FAILED', 'bad', [
      { field: 'title', code: 'invalid', message: 'x' },
      { field: 'images', code: 'too_long', message: 'at most 10' },
    ]);
    expect(problemFromAnswer(mixed, photo, 10)).toEqual({ code: 'TOO_MANY_IMAGES', max: 10 });
    const conflict = new DomainError('CONFLICT', 'full', [{ field: 'images', code: 'too_long', message: 'x' }]);
    expect(problemFromAnswer(conflict, photo, 10)).toEqual({ code: 'SERVER', errorCode: 'CONFLICT' });
  });
});
