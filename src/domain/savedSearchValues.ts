/** How often a saved search mails new matches (Suchauftrag). */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
