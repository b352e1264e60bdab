import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger, SmsMessage, SmsSender } from '../../platform/ports';

/**
 * SMS without a gateway (the default, and the demo's): each message is kept as a text file under DATA_DIR/sms-outbox,
 * readable by the data folder's owner only. The log names the file, never the text: codes appear there and nowhere else.
 */
export class SmsSenderOutbox implements SmsSender {
  constructor(
    private readonly dir: string,
    private readonly log: Logger,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.dir, `${stamp}-${randomBytes(4).toString('hex')}-${message.to.replace(/\D/g, '')}.txt`);
    await writeFile(file, `To: ${message.to}\n\n${message.text}\n`, { mode: 0o600, flag: 'wx' });
    this.log.info({ file }, `sms outbox: message kept in ${file}`);
  }
}
