const LOCALES = { de: 'de-DE', en: 'en-GB' } as const;

export function formatPrice(cents: number, lang: 'de' | 'en'): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

export function formatDate(iso: string, lang: 'de' | 'en'): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatNumber(value: number, lang: 'de' | 'en'): string {
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 2 }).format(value);
}
