import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '../../ports';
import { nodemailerMessage } from './nodemailerMessage';

export class MailerSmtp implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...nodemailerMessage(message) });
  }

  close(): void {
    this.transport.close();
  }
}
