export const COMPLAINT_OUTCOMES = ['upheld', 'reversed'] as const;

export const COMPLAINT_STATUSES = ['open', ...COMPLAINT_OUTCOMES] as const;

export const COMPLAINT_TEXT_MAX = 4000;

/**
 * The grounds a decision rests on: a law or a named clause of our terms (AGB). The texts shown to people (with the
 * clause) are in the translations, `decisions.grounds.<ground>`.
 */
export const DECISION_GROUNDS = [
  /** § 5 AGB (a really available object), § 263 StGB: fraud, including the advance-payment scam. */
  'fraud',
  /** § 10 AGB: an automated check found signs of fraud, so a moderator looks before publication. */
  'fraud_suspected',
  /** § 5 AGB: misleading or untrue details. */
  'misleading',
  /** § 5 AGB with § 19 AGG: discrimination in access to housing. */
  'discrimination',
  /** § 5 and § 6 AGB: pictures that are neither the seller's own nor licensed. */
  'foreign_images',
  /** § 5 AGB with § 87 GEG: an energy certificate's mandatory details missing. */
  'energy_details',
  /** § 5 AGB: not about real estate. */
  'not_real_estate',
  /** § 5 AGB: otherwise unlawful content. */
  'unlawful',
  /** § 3 AGB: an account used against the terms or the law (false details, repeated violations). */
  'account_misuse',
  /** A notice that found no violation of the law or the terms. */
  'no_violation',
] as const;

export const DECISION_KINDS = [
  'ad_held',
  'ad_rejected',
  'ad_taken_down',
  'account_blocked',
  'report_dismissed',
] as const;
