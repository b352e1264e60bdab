/** Why a message gets a warning beside it for the person who receives it. */
export const MESSAGE_CAUTIONS = ['advance_payment', 'off_platform'] as const;

export const RISK_RULES = [
  'price_far_below_local',
  'photo_used_elsewhere',
  'text_copied',
  'contact_off_platform',
  'advance_payment_wording',
  'text_dressed_up',
  'learned_from_decisions',
  'new_account_burst',
  'messages_cautioned',
  'contact_shared',
  'device_shared',
  'excluding_wording',
  'tenant_commission',
] as const;
