import { describe, expect, it } from 'vitest';
import de from '../../../public/assets/locales/de/translation.json';
import en from '../../../public/assets/locales/en/translation.json';
import { ERROR_CODES } from '../../../src/domain/errors';

/** Every error the API can answer reaches the person as a sentence in their language, never as a code. */
describe('error messages', () => {
  it.each(ERROR_CODES)('%s has a German and an English message', (code) => {
    const german = (de.errors as Record<string, string>)[code];
    const english = (en.errors as Record<string, string>)[code];
    expect(german, `de errors.${code}`).toMatch(/\S/);
    expect(english, `en errors.${code}`).toMatch(/\S/);
    expect(german).not.toBe(english);
  });

  it('quota messages say how long to wait, unlike the generic "a moment"', () => {
    expect(de.errors.AD_QUOTA_REACHED).toContain('in 24 Stunden');
    expect(de.errors.UPLOAD_QUOTA_REACHED).toContain('eine Minute');
    expect(de.errors.MAIL_QUOTA_REACHED).toContain('in einer Stunde');
    expect(en.errors.MAIL_QUOTA_REACHED).toContain('in an hour');
    expect(de.errors.IMAGE_TOO_LARGE).toContain('40 Megapixel');
  });
});
