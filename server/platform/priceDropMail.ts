import { isMonthlyPrice, type AdCategory } from '../../src/domain/ad';
import { formatPrice } from '../../src/domain/numbers';
import type { Language } from '../accounts/ports';
import { escapeHtml } from './mailTemplates';
import type { MailMessage } from './ports';

/** An ad that got cheaper, as the mail names it: the new price beside the one before the cut. */
export interface CheaperAd {
  id: string;
  title: string;
  postalCode: string;
  city: string;
  category: AdCategory;
  priceCents: number;
  beforeCents: number;
}

const TEXTS = {
  de: {
    subject: (about: string) => `Preis gesenkt: ${about}`,
    severalOnList: (count: number) => `${count} Anzeigen Ihrer Merkliste`,
    greeting: (name: string) => `Hallo ${name},`,
    introList: 'eine Anzeige auf Ihrer Merkliste ist günstiger geworden:',
    introListMany: 'Anzeigen auf Ihrer Merkliste sind günstiger geworden:',
    introSearch: (search: string) => `Treffer Ihres Suchauftrags „${search}“ sind günstiger geworden:`,
    now: (price: string, before: string) => `jetzt ${price} statt ${before}`,
    perMonth: '/ Monat',
    settings: 'Benachrichtigungen einstellen',
    unsubscribe: 'Keine E-Mails mehr für diesen Suchauftrag',
  },
  en: {
    subject: (about: string) => `Price cut: ${about}`,
    severalOnList: (count: number) => `${count} ads on your Merkliste`,
    greeting: (name: string) => `Hello ${name},`,
    introList: 'an ad on your Merkliste got cheaper:',
    introListMany: 'ads on your Merkliste got cheaper:',
    introSearch: (search: string) => `matches of your saved search “${search}” got cheaper:`,
    now: (price: string, before: string) => `now ${price} instead of ${before}`,
    perMonth: '/ month',
    settings: 'Notification settings',
    unsubscribe: 'No more e-mails for this saved search',
  },
} as const;

/**
 * Price cuts of ads a person follows, as one mail in their language (text and HTML): from their Merkliste, or from a
 * saved search (then with its one-click unsubscribe, RFC 8058). Each ad with its new price and the one before.
 */
export function priceDropMail(input: {
  to: string;
  name: string;
  language: Language;
  ads: CheaperAd[];
  publicUrl: string;
  /** The saved search that found them, with its unsubscribe addresses; absent for the Merkliste. */
  search?: { name: string; unsubscribeUrl: string; unsubscribePage: string };
}): MailMessage {
  const t = TEXTS[input.language];
  const price = (ad: CheaperAd, cents: number) =>
    [formatPrice(cents, input.language), isMonthlyPrice(ad.category) ? t.perMonth : null].filter(Boolean).join(' ');
  const line = (ad: CheaperAd) => t.now(price(ad, ad.priceCents), price(ad, ad.beforeCents));
  const link = (ad: CheaperAd) => `${input.publicUrl}/ads/${ad.id}`;
  const settings = `${input.publicUrl}/app/profile`;
  const [first] = input.ads;
  const about = input.search
    ? input.search.name
    : input.ads.length === 1 && first
      ? first.title
      : t.severalOnList(input.ads.length);
  const intro = input.search
    ? t.introSearch(input.search.name)
    : input.ads.length === 1
      ? t.introList
      : t.introListMany;
  const text = [
    t.greeting(input.name),
    '',
    intro,
    '',
    ...input.ads.flatMap((ad) => [ad.title, `${line(ad)} · ${ad.postalCode} ${ad.city}`, link(ad), '']),
    `${t.settings}: ${settings}`,
    ...(input.search ? [`${t.unsubscribe}: ${input.search.unsubscribePage}`] : []),
  ].join('\n');
  const items = input.ads
    .map(
      (ad) =>
        `<li style="margin-bottom:10px"><a href="${escapeHtml(link(ad))}" style="color:#0f4c5c;font-weight:bold">${escapeHtml(ad.title)}</a><br>${escapeHtml(line(ad))} · ${escapeHtml(`${ad.postalCode} ${ad.city}`)}</li>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="${input.language}"><body style="font-family:sans-serif;color:#1d2327">
<p>${escapeHtml(t.greeting(input.name))}</p>
<p>${escapeHtml(intro)}</p>
<ul>${items}</ul>
<p style="color:#4f5b62"><a href="${escapeHtml(settings)}">${escapeHtml(t.settings)}</a>${
    input.search ? ` · <a href="${escapeHtml(input.search.unsubscribePage)}">${escapeHtml(t.unsubscribe)}</a>` : ''
  }</p>
</body></html>`;
  return {
    to: input.to,
    subject: t.subject(about),
    text,
    html,
    ...(input.search && {
      headers: {
        'List-Unsubscribe': `<${input.search.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    }),
  };
}
