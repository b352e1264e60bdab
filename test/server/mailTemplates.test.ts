import { describe, expect, it } from 'vitest';
import { savedSearchAlertMail } from '../../server/savedSearches/alertMail';
import { expiryMail } from '../../server/ads/expiryMail';
import { codeMail, contactMail, escapeHtml, reportMail } from '../../server/platform/mailTemplates';
import { unreadMessagesMail } from '../../server/messages/messageMail';
import { sampleAd } from '../fakes/AdsApiInMemory';
import { AT, alertInput, everyMail, expectComplete } from './everyMail';

// What each mail tells its reader (that every mail is complete, in either language: mailLanguages.test.ts).
describe('what each mail tells', () => {
  it('a code mail shows the code, greets by name and says how long the code holds; the two kinds differ', () => {
    const de = codeMail('activation', 'de', 'erika@example.de', 'Erika', '123456');
    expect(de).toMatchObject({ to: 'erika@example.de', subject: 'Ihr Aktivierungscode für Inserat' });
    expect(de.text).toMatch(/^Hallo Erika,\n\n.*\n\n {4}123456\n\nDer Code ist 10 Minuten gültig\./);
    expect(de.html).toContain('>123456</p>');
    expect(codeMail('reset', 'en', 'tom@example.com', 'Tom', '654321').text).toMatch(
      /^Hello Tom,\n\nuse this code to choose a new password.*\n\n {4}654321\n\nThe code is valid for 10 minutes\./,
    );
    expect(codeMail('reset', 'de', 'e@example.de', 'E', '1').subject).not.toBe(
      codeMail('activation', 'de', 'e@example.de', 'E', '1').subject,
    );
  });

  it('times are German time in the reader’s way of writing dates', () => {
    expect(
      expiryMail({ to: 'e@example.de', name: 'E', language: 'de', adTitle: 'A', expiresAt: AT, dashboardUrl: 'u' })
        .text,
    ).toContain('bis 29. März 2026 um 01:30 online');
    expect(
      expiryMail({ to: 'e@example.de', name: 'E', language: 'en', adTitle: 'A', expiresAt: AT, dashboardUrl: 'u' })
        .text,
    ).toContain('until 29 March 2026 at 01:30.');
  });

  it('HTML escapes what people typed; the text part keeps it as typed', () => {
    expect(escapeHtml(`<a href="x">Tom's & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom&#39;s &amp; Jerry&#39;s&lt;/a&gt;',
    );
    const mail = contactMail('de', 'e@example.de', 'Titel', 'https://inserat.example/ads/1', {
      name: '<b>Jana</b>',
      email: 'jana@example.de',
      phone: null,
      message: '<script>alert(1)</script>',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.text).toContain('<script>alert(1)</script>');
    expect(mail.replyTo).toBe('jana@example.de');
    expect(everyMail('de').contact!.text).toContain('Jana <jana@example.de>\nTelefon: +49 170 1234567\n');
    expect(everyMail('en').contact!.text).toContain('Jana <jana@example.de>\nPhone: +49 170 1234567\n');
    expect(everyMail('de').contactWithoutPhone!.text).not.toContain('Telefon');
  });

  it('the Suchauftrag mail counts the new ads, shows each with its price and photo, and unsubscribes in one click', () => {
    const { alertOne, alertMore } = everyMail('de');
    expect(alertOne!.subject).toBe('Neue Anzeige: Berlin 3 Zimmer');
    expect(alertMore!.subject).toBe('5 neue Anzeigen: Berlin 3 Zimmer');
    expect(everyMail('en').alertMore!.subject).toBe('5 new ads: Berlin 3 Zimmer');
    expect(alertOne!.text).toContain('für Ihren Suchauftrag „Berlin 3 Zimmer“ gibt es neue Anzeigen:');
    // A generated name quotes the searched words: no quotes around quotes, in the subject or the text.
    const quotedName = savedSearchAlertMail({
      ...alertInput('de'),
      ads: [sampleAd()],
      searchName: 'Wohnung mieten · Berlin · „Balkon“',
    });
    expect(quotedName.subject).toBe('Neue Anzeige: Wohnung mieten · Berlin · „Balkon“');
    expect(quotedName.text).toContain('für Ihren Suchauftrag Wohnung mieten · Berlin · „Balkon“ gibt es');
    // A rent is per month, as on the site; a sale is not; negotiable is said.
    const prices = savedSearchAlertMail({
      ...alertInput('de'),
      ads: [
        sampleAd({ title: 'Miete', category: 'house_rent', priceCents: 185_000 }),
        sampleAd({ title: 'Kauf', category: 'house_buy', priceCents: 45_000_000, priceType: 'negotiable' }),
      ],
    });
    expect(prices.text).toContain('Miete\n1.850\u00a0€ / Monat · ');
    expect(prices.text).toContain('Kauf\n450.000\u00a0€ VB · ');
    expect(
      savedSearchAlertMail({ ...alertInput('en'), ads: [sampleAd({ category: 'apartment_rent', priceCents: 98_000 })] })
        .text,
    ).toContain('€980 / month · ');
    expect(alertOne!.text).toContain(
      'Altbau <mit> „Stuck“ & Balkon\n1.250,50\u00a0€ / Monat · 10435 Berlin\nhttps://inserat.example/ads/ad-1\n',
    );
    expect(alertOne!.text).not.toContain('weitere');
    expect(alertOne!.html).not.toContain('weitere');
    expect(alertOne!.text).toContain(
      '\nSuchaufträge verwalten: https://inserat.example/app/searches\nKeine E-Mails mehr für diesen Suchauftrag: https://inserat.example/unsubscribe?token=t',
    );
    // On request is on request, whatever price was typed before; and an ad without a price is on request too.
    const unpriced = savedSearchAlertMail({
      ...alertInput('de'),
      ads: [
        sampleAd({ title: 'Typed', priceCents: 99_000, priceType: 'on_request' }),
        sampleAd({ title: 'Blank', priceCents: null, priceType: 'fixed' }),
      ],
    });
    expect(unpriced.text).toContain('Typed\nPreis auf Anfrage · ');
    expect(unpriced.text).toContain('Blank\nPreis auf Anfrage · ');
    expect(alertMore!.text).toContain('Zweite\nPreis auf Anfrage · 10115 Berlin');
    expect(alertMore!.text).toContain('… und 3 weitere in der Trefferliste.');
    // A stored photo is addressed on the site; one from a CDN keeps its own address; an ad without one shows none.
    expect(alertOne!.html).toContain('<img src="https://inserat.example/api/uploads/');
    const cdn = savedSearchAlertMail({
      ...alertInput('de'),
      ads: [sampleAd({ images: [{ id: 'i', url: 'https://cdn.example/ads/1/i' }] as never })],
    });
    expect(cdn.html).toContain('<img src="https://cdn.example/ads/1/i"');
    expect(alertMore!.html.match(/<img /g)).toHaveLength(1);
    expect(alertOne!.headers).toEqual({
      'List-Unsubscribe': '<https://inserat.example/api/saved-searches/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('the unread-messages mail names who wrote (or "someone"), how many, and quotes the newest, cut after 500 characters', () => {
    const { unreadOne, unreadMany } = everyMail('de');
    expect(unreadOne!.text).toContain(
      'Paul hat Ihnen zu „Dachgeschoss“ geschrieben:\n\n> Ist die Wohnung frei?\n> Ich komme gern vorbei.',
    );
    expect(unreadMany!.text).toContain('Jemand hat Ihnen zu „Dachgeschoss“ 3 Nachrichten geschrieben. Die neueste:');
    expect(everyMail('en').unreadMany!.text).toContain('Someone sent you 3 messages about “Dachgeschoss”. The newest:');
    const long = unreadMessagesMail({
      to: 'e@example.de',
      name: 'E',
      language: 'de',
      from: 'Paul',
      adTitle: 'A',
      count: 1,
      newest: 'x'.repeat(501),
      conversationUrl: 'u',
    });
    expect(long.text).toContain(`> ${'x'.repeat(500)}…\n`);
    const exact = unreadMessagesMail({
      to: 'e@example.de',
      name: 'E',
      language: 'de',
      from: 'Paul',
      adTitle: 'A',
      count: 1,
      newest: 'x'.repeat(500),
      conversationUrl: 'u',
    });
    expect(exact.text).toContain(`> ${'x'.repeat(500)}\n`);
  });

  it("a moderation mail links the ad once it is online, otherwise the editor, and gives the moderator's reason", () => {
    const { approved, rejected, takenDown, changesRequested } = everyMail('de');
    expect(approved!.text).toContain('https://inserat.example/ads/ad-1');
    expect(approved!.text).not.toContain('/edit');
    expect(approved!.text).not.toContain('Begründung');
    expect(rejected!.text).toContain('\n\nBegründung: Die Fotos zeigen eine andere Wohnung.\n\n');
    expect(rejected!.text).toContain('https://inserat.example/app/ads/ad-1/edit');
    expect(rejected!.text).not.toContain('https://inserat.example/ads/ad-1');
    expect(takenDown!.text).not.toContain('Begründung');
    expect(new Set([approved, rejected, takenDown, changesRequested].map((m) => m!.subject)).size).toBe(4);
    expect(new Set([approved, rejected, takenDown, changesRequested].map((m) => m!.text.split('\n')[2])).size).toBe(4);
  });

  it('a security notice says what happened, when and on which device, and how to lock others out', () => {
    const { passwordChanged, passwordReset, newDevice } = everyMail('de');
    expect(newDevice!.subject).toBe('Neue Anmeldung bei Inserat');
    expect(newDevice!.text).toContain(
      'am 29. März 2026 um 01:30 hat sich jemand mit Firefox unter Windows bei Ihrem Konto angemeldet',
    );
    expect(everyMail('en').newDevice!.text).toContain('with Firefox on Windows, a device');
    expect(passwordReset!.text).toContain('(mit einem unbekannten Browser)');
    // A browser without its system is not a device anyone would recognise.
    expect(everyMail('de').newDeviceUnknownSystem!.text).toContain('mit einem unbekannten Browser bei Ihrem Konto');
    expect(passwordChanged!.text).toContain('Ihr Passwort wurde am 29. März 2026 um 01:30 geändert.');
    expect(passwordChanged!.text).toContain('https://inserat.example/auth/forgot-password');
  });

  it('the payment mail carries the invoice and its number', () => {
    const { payment } = everyMail('de');
    expect(payment!.subject).toBe('Ihre Zahlung bei Inserat – Rechnung INS-2026-000042');
    expect(payment!.attachments).toEqual([
      { filename: 'INS-2026-000042.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0=' },
    ]);
    expect(payment!.text).toContain('„Plus“ über 24,90 €');
  });

  it('the e-mail change mails: the code to the new address, the notice with the new address and when to the old one', () => {
    const { emailChangeCode, emailChanged } = everyMail('de');
    expect(emailChangeCode).toMatchObject({ to: 'neu@example.de', subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse' });
    expect(emailChangeCode!.text).toContain('\n\n    112233\n\n');
    expect(emailChanged!.to).toBe('alt@example.de');
    expect(emailChanged!.text).toContain(
      'am 29. März 2026 um 01:30 wurde die E-Mail-Adresse Ihres Kontos in neu@example.de geändert.',
    );
    expect(emailChanged!.text).toContain('https://inserat.example/impressum');
  });

  it('a report notice tells the administrators, in German, what was reported, why, by whom, and where the queue is', () => {
    const ad = reportMail(
      'admin@inserat.example',
      'Dachgeschoss',
      'https://inserat.example/app/admin/reports',
      'ad',
      'fraud',
      'Vorkasse',
      'Paula Prüfer',
    );
    expect(ad.subject).toBe('Gemeldete Anzeige: Dachgeschoss');
    expect(ad.text).toBe(
      'Neue Meldung der Anzeige „Dachgeschoss“\nGrund: Betrugsverdacht\n\nVorkasse\n\nGemeldet von: Paula Prüfer\nZur Meldungsliste: https://inserat.example/app/admin/reports',
    );
    expect(ad.html).toContain('Grund: <strong>Betrugsverdacht</strong>');
    const conversation = reportMail(
      'admin@inserat.example',
      'Dachgeschoss',
      'https://inserat.example/app/admin/reports',
      'conversation',
      'spam',
      '',
      null,
    );
    expect(conversation.subject).toBe('Gemeldete Unterhaltung: Dachgeschoss');
    expect(conversation.text).toContain('Neue Meldung einer Unterhaltung zu „Dachgeschoss“');
    expect(conversation.text).toContain('(ohne Nachricht)');
    expect(conversation.text).toContain('Grund: Spam oder Werbung');
    expect(conversation.text).toContain('Gemeldet von: Besucher ohne Konto');
    expectComplete('report of an ad', ad, 'de');
    expectComplete('report of a conversation', conversation, 'de');
  });
});
