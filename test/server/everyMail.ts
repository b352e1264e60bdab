import { expect } from 'vitest';
import type { Language } from '../../server/accounts/domain/user';
import type { MailMessage } from '../../server/platform/ports';
import { savedSearchAlertMail, type AlertMailInput } from '../../server/savedSearches/alertMail';
import { emailChangeCodeMail, emailChangedMail, emailTakenMail } from '../../server/accounts/emailChangeMail';
import { expiryMail } from '../../server/ads/expiryMail';
import { accountDeletedMail } from '../../server/accounts/accountDeletedMail';
import { feedbackMail } from '../../server/openimmo/feedbackMail';
import { codeMail, contactMail, registrationAttemptMail } from '../../server/platform/mailTemplates';
import { unreadMessagesMail } from '../../server/messages/messageMail';
import { moderationMail, type ModerationDecision } from '../../server/moderation/moderationMail';
import { paymentMail } from '../../server/payments/paymentMail';
import { securityMail, type SecurityEvent } from '../../server/accounts/securityMail';
import { sampleAd } from '../fakes/AdsApiInMemory';

// Every mail the server writes, each written once per language for the mail tests (mailTemplates.test.ts), and the
// checks every one of them passes.
export const LANGUAGES: Language[] = ['de', 'en'];
export const AT = new Date('2026-03-29T00:30:00Z'); // 01:30 winter time becomes 03:30 summer time in Berlin that night
export const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';

/** What a reader of the HTML part sees: the text without tags and entities, links written out after their text. */
export function visibleText(html: string): string {
  const unescaped = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  return unescaped(
    html
      .replace(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g, (_all, href: string, label: string) => ` ${label} ${href} `)
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** A Suchauftrag mail's addresses and recipient, without its ads. */
export function alertInput(language: Language): AlertMailInput {
  return {
    to: 'paul@example.de',
    name: 'Paul',
    language,
    searchName: 'Berlin 3 Zimmer',
    ads: [],
    more: 0,
    publicUrl: 'https://inserat.example',
    unsubscribeUrl: 'https://inserat.example/api/saved-searches/unsubscribe?token=t',
    unsubscribePage: 'https://inserat.example/unsubscribe?token=t',
    resultsUrl: 'https://inserat.example/ads?q=Berlin',
    manageUrl: 'https://inserat.example/app/searches',
  };
}

/** Every mail of every kind, in one language, with inputs that take each of its branches. */
export function everyMail(language: Language): Record<string, MailMessage> {
  const ad = sampleAd({
    id: 'ad-1',
    title: 'Altbau <mit> „Stuck“ & Balkon',
    priceCents: 125_050,
    postalCode: '10435',
    city: 'Berlin',
  });
  const alert = (extra: Partial<AlertMailInput>) =>
    savedSearchAlertMail({ ...alertInput(language), ads: [ad], ...extra });
  const moderation = (decision: ModerationDecision, reason: string | null = 'Die Fotos zeigen eine andere Wohnung.') =>
    moderationMail({
      to: 'erika@example.de',
      name: 'Erika',
      language,
      adTitle: 'Dachgeschoss',
      decision,
      reason,
      adUrl: 'https://inserat.example/ads/ad-1',
      editUrl: 'https://inserat.example/app/ads/ad-1/edit',
    });
  const security = (event: SecurityEvent, userAgent = FIREFOX_ON_WINDOWS) =>
    securityMail({
      to: 'erika@example.de',
      name: 'Erika',
      language,
      event,
      at: AT,
      userAgent,
      resetUrl: 'https://inserat.example/auth/forgot-password',
    });
  const unread = (count: number, from: string | null, newest = 'Ist die Wohnung frei?\nIch komme gern vorbei.') =>
    unreadMessagesMail({
      to: 'erika@example.de',
      name: 'Erika',
      language,
      from,
      adTitle: 'Dachgeschoss',
      count,
      newest,
      conversationUrl: 'https://inserat.example/app/messages/c-1',
    });
  return {
    activation: codeMail('activation', language, 'erika@example.de', 'Erika', '123456'),
    reset: codeMail('reset', language, 'erika@example.de', 'Erika', '654321'),
    registrationAttempt: registrationAttemptMail(
      language,
      'erika@example.de',
      'Erika',
      'https://inserat.example/auth/login',
    ),
    contact: contactMail(language, 'erika@example.de', 'Dachgeschoss', 'https://inserat.example/ads/ad-1', {
      name: 'Jana',
      email: 'jana@example.de',
      phone: '+49 170 1234567',
      message: 'Ist die Wohnung frei?',
    }),
    contactWithoutPhone: contactMail(language, 'erika@example.de', 'Dachgeschoss', 'https://inserat.example/ads/ad-1', {
      name: 'Jana',
      email: 'jana@example.de',
      phone: null,
      message: 'Ist die Wohnung frei?',
    }),
    alertOne: alert({}),
    alertMore: alert({
      ads: [ad, sampleAd({ id: 'ad-2', title: 'Zweite', priceCents: null, priceType: 'on_request', images: [] })],
      more: 3,
    }),
    emailChangeCode: emailChangeCodeMail('neu@example.de', 'Erika', language, '112233'),
    emailTaken: emailTakenMail('erika@example.de', 'Erika', language),
    emailChanged: emailChangedMail(
      'alt@example.de',
      'Erika',
      language,
      'neu@example.de',
      AT,
      'https://inserat.example/impressum',
    ),
    expiry: expiryMail({
      to: 'erika@example.de',
      name: 'Erika',
      language,
      adTitle: 'Dachgeschoss',
      expiresAt: AT,
      dashboardUrl: 'https://inserat.example/app/dashboard',
    }),
    unreadOne: unread(1, 'Paul'),
    unreadMany: unread(3, null),
    approved: moderation('approved'),
    rejected: moderation('rejected'),
    changesRequested: moderation('changes_requested'),
    takenDown: moderation('taken_down', null),
    payment: paymentMail({
      to: 'erika@example.de',
      name: 'Erika',
      language,
      packageName: 'Plus',
      amount: '24,90 €',
      invoiceNumber: 'INS-2026-000042',
      billingUrl: 'https://inserat.example/app/billing',
      invoice: { filename: 'INS-2026-000042.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0=' },
    }),
    passwordChanged: security('password_changed'),
    passwordReset: security('password_reset', 'curl/8.0'),
    newDevice: security('new_device'),
    newDeviceUnknownSystem: security('new_device', 'Firefox/140.0'),
    accountDeleted: accountDeletedMail({
      to: 'erika@example.de',
      name: 'Erika',
      language,
      at: AT,
      impressumUrl: 'https://inserat.example/impressum',
    }),
    openImmoFeedback: feedbackMail({
      to: 'anfragen@makler.example',
      language,
      count: 2,
      xml: '<?xml version="1.0" encoding="UTF-8"?>\n<openimmo_feedback><version>1.2.7</version></openimmo_feedback>',
      settingsUrl: 'https://inserat.example/app/import',
      at: AT,
    }),
  };
}

/** The checks every mail passes: nothing missing, nothing left over, and the HTML part telling what the text tells. */
export function expectComplete(kind: string, mail: MailMessage, language: Language): void {
  expect(mail.subject.trim(), `${kind}: subject`).not.toBe('');
  expect(mail.subject).not.toMatch(/undefined|null|Stryker/);
  // A text that went missing leaves an empty paragraph, a line starting with its colon, or a word "undefined".
  expect(mail.text, kind).not.toMatch(/\n\s*\n\s*\n/);
  expect(mail.text, kind).not.toMatch(/^\s*[:·,.]/m);
  expect(mail.text, kind).not.toMatch(/undefined|Stryker|\bnull\b/);
  // At least who it is for or what happened, the matter itself, and a way on; never a blank end.
  expect(mail.text.split('\n').filter((line) => line.trim() !== '').length, kind).toBeGreaterThanOrEqual(3);
  expect(mail.text, kind).toMatch(/\S$/);
  expect(mail.html, kind).toMatch(new RegExp(`^<!doctype html><html lang="${language}">`));
  expect(mail.html, kind).not.toMatch(/<p>\s*<\/p>|undefined|Stryker|\bnull\b/);
  const seen = visibleText(mail.html);
  for (const line of mail.text.split('\n').map((l) => l.replace(/^> ?/, '').replace(/\s+/g, ' ').trim())) {
    if (line === '') continue;
    // "Label: https://…" in text is a link with that label in HTML.
    for (const part of line.split(/:? (?=https:\/\/)/)) expect(seen, `${kind}: "${part}"`).toContain(part);
  }
}
