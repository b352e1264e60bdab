import { isMonthlyPrice, type Ad } from '../../src/domain/ad';
import { formatPrice } from '../../src/domain/numbers';
import type { Language } from '../accounts/ports';
import type { MailMessage } from '../platform/ports';
import { escapeHtml } from '../platform/mailTemplates';

/** A search's name in quotes, unless it has quotes of its own (generated names quote the searched words). */
function quoted(name: string, open: string, close: string): string {
  return /["„“”«»]/.test(name) ? name : `${open}${name}${close}`;
}

const TEXTS = {
  de: {
    subject: (search: string, count: number) =>
      count === 1 ? `Neue Anzeige: ${search}` : `${count} neue Anzeigen: ${search}`,
    greeting: (name: string) => `Hallo ${name},`,
    intro: (search: string) => `für Ihren Suchauftrag ${quoted(search, '„', '“')} gibt es neue Anzeigen:`,
    perMonth: '/ Monat',
    negotiable: 'VB',
    more: (n: number) => `… und ${n} weitere in der Trefferliste.`,
    onRequest: 'Preis auf Anfrage',
    results: 'Alle Treffer ansehen',
    manage: 'Suchaufträge verwalten',
    unsubscribe: 'Keine E-Mails mehr für diesen Suchauftrag',
  },
  en: {
    subject: (search: string, count: number) => (count === 1 ? `New ad: ${search}` : `${count} new ads: ${search}`),
    greeting: (name: string) => `Hello ${name},`,
    intro: (search: string) => `there are new ads for your saved search ${quoted(search, '“', '”')}:`,
    perMonth: '/ month',
    negotiable: 'negotiable',
    more: (n: number) => `… and ${n} more in the results.`,
    onRequest: 'Price on request',
    results: 'See all results',
    manage: 'Manage saved searches',
    unsubscribe: 'No more e-mails for this saved search',
  },
} as const;

export interface AlertMailInput {
  to: string;
  name: string;
  language: Language;
  searchName: string;
  ads: Ad[];
  more: number;
  publicUrl: string;
  /** Where the mail program's one-click unsubscribe POSTs (List-Unsubscribe). */
  unsubscribeUrl: string;
  /** The page the text's unsubscribe link opens. */
  unsubscribePage: string;
  resultsUrl: string;
  manageUrl: string;
}

/**
 * The Suchauftrag mail: each new ad with its photo, price and link, plain text and HTML, in the person's language,
 * with a one-click unsubscribe (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058) that needs no sign-in.
 */
export function savedSearchAlertMail(input: AlertMailInput): MailMessage {
  const t = TEXTS[input.language];
  const lang = input.language;
  const count = input.ads.length + input.more;
  const price = (ad: Ad) =>
    ad.priceCents === null || ad.priceType === 'on_request'
      ? t.onRequest
      : [
          formatPrice(ad.priceCents, lang),
          isMonthlyPrice(ad.category) ? t.perMonth : null,
          ad.priceType === 'negotiable' ? t.negotiable : null,
        ]
          .filter(Boolean)
          .join(' ');
  const link = (ad: Ad) => `${input.publicUrl}/ads/${ad.id}`;
  const photo = (ad: Ad) => {
    const url = ad.images[0]?.url;
    if (!url) return null;
    return url.startsWith('http') ? url : `${input.publicUrl}${url}`;
  };
  const text = [
    t.greeting(input.name),
    '',
    t.intro(input.searchName),
    '',
    ...input.ads.flatMap((ad) => [`${ad.title}`, `${price(ad)} · ${ad.postalCode} ${ad.city}`, link(ad), '']),
    ...(input.more > 0 ? [t.more(input.more), ''] : []),
    `${t.results}: ${input.resultsUrl}`,
    `${t.manage}: ${input.manageUrl}`,
    `${t.unsubscribe}: ${input.unsubscribePage}`,
  ].join('\n');
  const items = input.ads
    .map((ad) => {
      const image = photo(ad);
      return `<tr><td style="padding:8px 12px 8px 0;vertical-align:top">${image ? `<img src="${escapeHtml(image)}" width="160" alt="" style="border-radius:6px;display:block">` : ''}</td>
<td style="padding:8px 0;vertical-align:top"><a href="${escapeHtml(link(ad))}" style="color:#0f4c5c;font-weight:bold">${escapeHtml(ad.title)}</a><br>${escapeHtml(price(ad))} · ${escapeHtml(`${ad.postalCode} ${ad.city}`)}</td></tr>`;
    })
    .join('\n');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;color:#1d2327">
<p>${escapeHtml(t.greeting(input.name))}</p>
<p>${escapeHtml(t.intro(input.searchName))}</p>
<table role="presentation">${items}</table>
${input.more > 0 ? `<p>${escapeHtml(t.more(input.more))}</p>` : ''}
<p><a href="${escapeHtml(input.resultsUrl)}">${escapeHtml(t.results)}</a></p>
<p style="color:#4f5b62"><a href="${escapeHtml(input.manageUrl)}">${escapeHtml(t.manage)}</a> · <a href="${escapeHtml(input.unsubscribePage)}">${escapeHtml(t.unsubscribe)}</a></p>
</body></html>`;
  return {
    to: input.to,
    subject: t.subject(input.searchName, count),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
