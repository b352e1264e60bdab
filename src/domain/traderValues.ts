/** The countries a trader's address may be in: the German-speaking ones. */
export const TRADER_COUNTRIES = ['DE', 'AT', 'CH', 'LI', 'LU'] as const;
