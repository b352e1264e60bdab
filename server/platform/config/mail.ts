import { choice, required, urlValue, value, type Env } from './readers';

export interface MailConfig {
  /** SMTP, or the outbox folder that keeps every mail as a file instead of sending it. */
  mailTransport: 'smtp' | 'outbox';
  smtpUrl: string | null;
  mailFrom: string;
}

/** Production sends mail or says explicitly that it keeps it in the outbox (MAIL_TRANSPORT=outbox). */
export function mailConfig(env: Env, production: boolean): MailConfig {
  const chosen = choice(env, 'MAIL_TRANSPORT', ['smtp', 'outbox'] as const);
  const smtpUrl = urlValue(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const transport = chosen ?? (production || smtpUrl ? 'smtp' : 'outbox');
  if (transport === 'outbox')
    return {
      mailTransport: 'outbox',
      smtpUrl: null,
      mailFrom: value(env, 'MAIL_FROM') ?? 'Inserat <no-reply@inserat.local>',
    };
  const why = production
    ? 'when NODE_ENV=production (or set MAIL_TRANSPORT=outbox to keep mail in DATA_DIR/outbox)'
    : 'when MAIL_TRANSPORT=smtp';
  required(env, 'SMTP_URL', why);
  const mailFrom = production
    ? required(env, 'MAIL_FROM', 'when NODE_ENV=production (the sender people see and reply to)')
    : (value(env, 'MAIL_FROM') ?? 'Inserat <no-reply@inserat.local>');
  return { mailTransport: 'smtp', smtpUrl, mailFrom };
}
