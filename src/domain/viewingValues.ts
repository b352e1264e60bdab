export const ATTENDANCE = ['attended', 'no_show'] as const;

export const VIEWING_KINDS = ['single', 'group'] as const;

export const VIEWING_LIMITS = {
  minMinutes: 10,
  maxMinutes: 240,
  /** A group viewing holds 2–50 people; a single appointment one. */
  maxCapacity: 50,
  /** Slots are offered up to this many days ahead, and at least this many minutes ahead. */
  maxDaysAhead: 120,
  minMinutesAhead: 30,
  addressNoteMax: 300,
  /** Open (not cancelled, not past) slots per ad. */
  maxOpenSlots: 40,
  /** Enquirers invited in one go. */
  maxInvitees: 100,
} as const;
