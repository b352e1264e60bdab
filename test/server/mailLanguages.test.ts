import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../server/platform/ports';
import { LANGUAGES, everyMail, expectComplete } from './everyMail';

/**
 * Every mail the server writes, as its reader gets it: in their language, complete (no empty sentence where a text went
 * missing), with the facts they act on (code, link, title, date), and an HTML part that says what the plain-text part
 * says (mail programs show one or the other).
 */
describe('every mail, in German and in English', () => {
  for (const language of LANGUAGES) {
    for (const [kind, mail] of Object.entries(everyMail(language))) {
      it(`${kind} (${language}) is complete, and its HTML part says what its text says`, () =>
        expectComplete(kind, mail, language));
    }
  }

  it('German and English mails share no sentence: each reader gets their language only', () => {
    const german = everyMail('de');
    const english = everyMail('en');
    for (const kind of Object.keys(german)) {
      const sentences = (mail: MailMessage) =>
        new Set(
          `${mail.subject}\n${mail.text}`.split(/\n/).filter((line) => line.length > 35 && !/https:|@|^>/.test(line)),
        );
      const shared = [...sentences(german[kind]!)].filter((s) => sentences(english[kind]!).has(s));
      expect(shared, kind).toEqual([]);
      expect(german[kind]!.subject, kind).not.toBe(english[kind]!.subject);
    }
  });
});
