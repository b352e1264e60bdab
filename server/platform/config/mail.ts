import { required } from './readers';
import type { EnvVars } from './envSchema';

export interface MailConfig {
  /** SMTP, or the outbox folder that keeps every mail as a file instead of sending it. */
  mailTransport: 'smtp' | 'outbox';
  smtpUrl: string | null;
  mailFrom: string;
}

/** Production sends mail or says explicitly that it keeps it in the outbox (MAIL_TRANSPORT=outbox). */
export function mailConfig(vars: EnvVars, production: boolean): MailConfig {
  const chosen = vars.MAIL_TRANSPORT ?? null;
  const smtpUrl = vars.SMTP_URL ?? null;
  const transport = chosen ?? (production || smtpUrl ? 'smtp' : 'outbox');
  if (transport === 'outbox')
    return {
      mailTransport: 'outbox',
      smtpUrl: null,
      mailFrom: vars.MAIL_FROM ?? 'Inserat <no-reply@inserat.local>',
    };
  const why = production
    ? 'when NODE_ENV=production (or set MAIL_TRANSPORT=outbox to keep mail in DATA_DIR/outbox)'
    : 'when MAIL_TRANSPORT=smtp';
  required(vars.SMTP_URL, 'SMTP_URL', why);
  const mailFrom = production
    ? required(vars.MAIL_FROM, 'MAIL_FROM', 'when NODE_ENV=production (the sender people see and reply to)')
    : (vars.MAIL_FROM ?? 'Inserat <no-reply@inserat.local>');
  return { mailTransport: 'smtp', smtpUrl, mailFrom };
}
