import type { EnvVars } from './envSchema';

export interface SmsConfig {
  /**
   * seven.io's SMS gateway (https://docs.seven.io/en/rest-api/endpoints/sms) when SMS_API_KEY is set; else every SMS
   * is kept as a file under DATA_DIR/sms-outbox, as mail is without SMTP.
   */
  sms: { apiUrl: string; apiKey: string; from: string } | null;
}

export function smsConfig(vars: EnvVars): SmsConfig {
  const apiKey = vars.SMS_API_KEY ?? null;
  if (!apiKey) return { sms: null };
  return {
    sms: {
      apiKey,
      apiUrl: vars.SMS_API_URL ?? 'https://gateway.seven.io/api/sms',
      // The sender shown on the phone: up to 11 letters or digits (longer ones are cut by the networks).
      from: (vars.SMS_FROM ?? 'Inserat').slice(0, 11),
    },
  };
}
