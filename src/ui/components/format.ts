const LOCALES = { de: 'de-DE', en: 'en-GB' } as const;

/** "3.690 €" for a whole amount, "1.250,50 €" with cents, as German listings write prices. */
export function formatPrice(cents: number, lang: 'de' | 'en'): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'EUR', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(cents / 100);
}

export function formatDate(iso: string, lang: 'de' | 'en'): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatNumber(value: number, lang: 'de' | 'en'): string {
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 2 }).format(value);
}

/** "22.11.2026, 09:00" / "22 Nov 2026, 09:00": when something last happened. */
export function formatDateTime(iso: string, lang: 'de' | 'en'): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
