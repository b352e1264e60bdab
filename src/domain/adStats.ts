/** One German calendar day of an ad's figures (YYYY-MM-DD). */
export interface AdDayFigures {
  day: string;
  views: number;
  saves: number;
  contacts: number;
}

export interface AdStatsReport {
  days: AdDayFigures[];
  totals: Omit<AdDayFigures, 'day'>;
}

/** One calendar week (from its Monday) of the marketplace's growth, for the admin dashboard. */
export interface WeekFigures {
  weekStart: string;
  newUsers: number;
  newAds: number;
  revenueCents: number;
}
