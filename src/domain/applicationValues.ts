/** The landlord's board: a column per stage of an application. */
export const APPLICATION_STATUSES = ['new', 'invited', 'viewed', 'shortlisted', 'accepted', 'declined'] as const;

/**
 * Where an application stands as its applicant is told (issue 71): received, seen by the landlord, in the selection
 * (invited, viewed or shortlisted), declined, the flat let to someone else, or accepted.
 */
export const APPLICANT_STAGES = ['received', 'seen', 'in_selection', 'declined', 'let', 'accepted'] as const;

export const DOCUMENT_KINDS = ['payslip', 'credit_report', 'landlord_confirmation', 'other'] as const;

export const EMPLOYMENTS = [
  'employed',
  'self_employed',
  'civil_servant',
  'trainee',
  'student',
  'retired',
  'other',
] as const;

export const INCOME_BANDS = ['under_1500', '1500_2500', '2500_3500', '3500_5000', 'over_5000'] as const;

export const PROFILE_LIMITS = { maxAdults: 10, maxChildren: 10, introMax: 1000, petsMax: 200 } as const;
