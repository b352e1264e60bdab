import type { SendMailOptions } from 'nodemailer';
import type { MailMessage } from '../../application/shared/ports';

/** A message in nodemailer's terms: attachments travel as base64 and nodemailer decodes them. */
export function nodemailerMessage(message: MailMessage): SendMailOptions {
  const { attachments, ...rest } = message;
  if (!attachments?.length) return rest;
  return { ...rest, attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.contentBase64, encoding: 'base64' })) };
}
