import type { SendMailOptions } from 'nodemailer';
import type { MailMessage } from '../../ports';

/**
 * A message in nodemailer's terms: attachments travel as base64 and nodemailer decodes them. Every mail is marked as
 * sent by the machine (RFC 3834 Auto-Submitted), so vacation replies and other auto-responders leave it alone.
 */
export function nodemailerMessage(message: MailMessage): SendMailOptions {
  const { attachments, headers, ...rest } = message;
  const marked = { ...rest, headers: { 'Auto-Submitted': 'auto-generated', ...headers } };
  if (!attachments?.length) return marked;
  return {
    ...marked,
    attachments: attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.contentBase64,
      encoding: 'base64',
    })),
  };
}
