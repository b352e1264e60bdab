import { urlValue, value, type Env } from './readers';

export interface SmsConfig {
  /**
   * seven.io's SMS gateway (https://docs.seven.io/en/rest-api/endpoints/sms) when SMS_API_KEY is set; else every SMS
   * is kept as a file under DATA_DIR/sms-outbox, as mail is without SMTP.
   */
  sms: { apiUrl: string; apiKey: string; from: string } | null;
}

export function smsConfig(env: Env): SmsConfig {
  const apiKey = value(env, 'SMS_API_KEY');
  if (!apiKey) return { sms: null };
  return {
    sms: {
      apiKey,
      apiUrl: urlValue(env, 'SMS_API_URL', ['https:', 'http:']) ?? 'https://gateway.seven.io/api/sms',
      // The sender shown on the phone: up to 11 letters or digits (longer ones are cut by the networks).
      from: (value(env, 'SMS_FROM') ?? 'Inserat').slice(0, 11),
    },
  };
}
