import { describeUserAgent } from '../../src/domain/userAgent';
import type { Language } from './domain/user';
import type { MailMessage } from '../platform/ports';
import { escapeHtml, mailDateTime } from '../platform/mailTemplates';

export type SecurityEvent = 'password_changed' | 'password_reset' | 'new_device';

const TEXTS = {
  de: {
    subject: {
      password_changed: 'Ihr Inserat-Passwort wurde geändert',
      password_reset: 'Ihr Inserat-Passwort wurde neu festgelegt',
      new_device: 'Neue Anmeldung bei Inserat',
    },
    greeting: (name: string) => `Hallo ${name},`,
    what: {
      password_changed: (when: string) =>
        `Ihr Passwort wurde am ${when} geändert. Alle anderen Geräte sind abgemeldet.`,
      password_reset: (when: string, device: string) =>
        `Ihr Passwort wurde am ${when} mit einem Code aus dieser E-Mail-Adresse neu festgelegt (mit ${device}). Alle Geräte sind abgemeldet.`,
      new_device: (when: string, device: string) =>
        `am ${when} hat sich jemand mit ${device} bei Ihrem Konto angemeldet, einem Gerät, das wir noch nicht kannten.`,
    },
    ok: 'Wenn Sie das waren, ist nichts zu tun.',
    notYou: 'Wenn nicht, setzen Sie Ihr Passwort sofort zurück; das meldet alle Geräte ab:',
    unknown: 'einem unbekannten Browser',
    on: (browser: string, os: string) => `${browser} unter ${os}`,
  },
  en: {
    subject: {
      password_changed: 'Your Inserat password was changed',
      password_reset: 'Your Inserat password was set anew',
      new_device: 'New sign-in to Inserat',
    },
    greeting: (name: string) => `Hello ${name},`,
    what: {
      password_changed: (when: string) =>
        `your password was changed on ${when}. All other devices have been signed out.`,
      password_reset: (when: string, device: string) =>
        `your password was set anew on ${when} with a code sent to this address (using ${device}). Every device has been signed out.`,
      new_device: (when: string, device: string) =>
        `on ${when} someone signed in to your account with ${device}, a device we had not seen before.`,
    },
    ok: 'If that was you, there is nothing to do.',
    notYou: 'If not, reset your password at once; that signs out every device:',
    unknown: 'an unknown browser',
    on: (browser: string, os: string) => `${browser} on ${os}`,
  },
} as const;

/** A security notice: what happened to the account, when, on which device, and what to do if it was not the owner. */
export function securityMail(input: {
  to: string;
  name: string;
  language: Language;
  event: SecurityEvent;
  at: Date;
  userAgent: string;
  resetUrl: string;
}): MailMessage {
  const t = TEXTS[input.language];
  const when = mailDateTime(input.at, input.language);
  const { browser, os } = describeUserAgent(input.userAgent);
  const device = browser && os ? t.on(browser, os) : t.unknown;
  const what = input.event === 'password_changed' ? t.what.password_changed(when) : t.what[input.event](when, device);
  const text = `${t.greeting(input.name)}\n\n${what}\n\n${t.ok}\n${t.notYou}\n${input.resetUrl}\n\n— Inserat`;
  const html = `<!doctype html><html lang="${input.language}"><body style="font-family:system-ui,sans-serif;color:#1d2327;line-height:1.5">
<p>${escapeHtml(t.greeting(input.name))}</p>
<p>${escapeHtml(what)}</p>
<p>${escapeHtml(t.ok)}<br>${escapeHtml(t.notYou)}<br><a href="${escapeHtml(input.resetUrl)}">${escapeHtml(input.resetUrl)}</a></p>
<p>— Inserat</p>
</body></html>`;
  return { to: input.to, subject: t.subject[input.event], text, html };
}
