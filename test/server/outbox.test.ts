import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MailerOutbox } from '../../server/platform/adapters/mail/MailerOutbox';

class LogCapture {
  readonly lines: string[] = [];
  info(details: object, message: string) {
    this.lines.push(JSON.stringify(details) + message);
  }
  warn(details: object, message: string) {
    this.info(details, message);
  }
  error(details: object, message: string) {
    this.info(details, message);
  }
}

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the development outbox', () => {
  it('keeps each mail as a real message file whose headers a title with CR/LF cannot extend', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const log = new LogCapture();
    const outbox = new MailerOutbox(dir, 'Inserat <no-reply@inserat.local>', log);
    await outbox.send({
      to: 'owner@example.de',
      subject: 'Anfrage zu „Wohnung\r\nBcc: victim@example.com\r\nX-Forged: 1“',
      text: 'Hallo,\n\nIhr Code:\n\n    123456\n',
      html: '<p>Ihr Code: <b>123456</b></p>',
    });
    const [file] = await readdir(dir);
    const raw = await readFile(path.join(dir, file!), 'utf8');
    const headers = raw.slice(0, raw.indexOf('\n\n')).split('\n');
    expect(headers.filter((h) => /^(bcc|x-forged):/i.test(h))).toEqual([]);
    expect(headers.some((h) => /^To: owner@example\.de$/i.test(h))).toBe(true);
    expect(raw).toContain('123456');
    // Only the owner of the data folder reads it.
    expect((await stat(path.join(dir, file!))).mode & 0o077).toBe(0);
  });

  it('never writes the code to the log', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const log = new LogCapture();
    await new MailerOutbox(dir, 'Inserat <no-reply@inserat.local>', log).send({
      to: 'a@example.de',
      subject: 'Ihr Aktivierungscode',
      text: 'Code: 654321',
      html: '<b>654321</b>',
    });
    expect(log.lines.join('\n')).not.toContain('654321');
    expect(log.lines.join('\n')).toContain(dir);
  });

  it('carries an attachment (the invoice PDF) byte for byte', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const outbox = new MailerOutbox(dir, 'Inserat <no-reply@inserat.local>', new LogCapture());
    const pdf = Buffer.from('%PDF-1.7\nInhalt mit Umlauten: äöü\n%%EOF');
    await outbox.send({
      to: 'buyer@example.de',
      subject: 'Rechnung',
      text: 'Anbei',
      html: '<p>Anbei</p>',
      attachments: [
        { filename: 'INS-2026-000001.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
      ],
    });
    const [file] = await readdir(dir);
    const raw = await readFile(path.join(dir, file!), 'utf8');
    const part = raw.slice(raw.indexOf('Content-Type: application/pdf'));
    expect(part).toMatch(/filename=INS-2026-000001\.pdf/);
    const body = part.slice(part.indexOf('\n\n') + 2, part.indexOf('\n--'));
    expect(Buffer.from(body.replace(/\s+/g, ''), 'base64').equals(pdf)).toBe(true);
  });

  it('keeps two mails to one address sent in the same millisecond as two files (none overwrites the other)', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const outbox = new MailerOutbox(dir, 'Inserat <no-reply@inserat.local>', new LogCapture());
    const mail = (subject: string) => ({ to: 'same@example.de', subject, text: subject, html: `<p>${subject}</p>` });
    await Promise.all([
      outbox.send(mail('Rechnung')),
      outbox.send(mail('Aktivierungscode')),
      outbox.send(mail('Zahlung erhalten')),
    ]);
    const files = await readdir(dir);
    expect(files).toHaveLength(3);
    const subjects = await Promise.all(
      files.map(async (f) => /^Subject: (.*)$/m.exec(await readFile(path.join(dir, f), 'utf8'))?.[1]),
    );
    expect(subjects.sort()).toEqual(['Aktivierungscode', 'Rechnung', 'Zahlung erhalten'].sort());
  });

  it('marks every mail as sent by a machine (Auto-Submitted, RFC 3834), so auto-replies do not answer it', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    await new MailerOutbox(dir, 'Inserat <no-reply@inserat.local>', new LogCapture()).send({
      to: 'a@example.de',
      subject: 'Hallo',
      text: 'x',
      html: 'x',
    });
    const [file] = await readdir(dir);
    expect(await readFile(path.join(dir, file!), 'utf8')).toMatch(/^Auto-Submitted: auto-generated$/m);
  });
});
