import type { SmsMessage, SmsSender } from '../../platform/ports';

/** seven.io's answer codes that mean the message was accepted (100: sent; 101: sent to some recipients). */
const ACCEPTED = new Set(['100', '101']);

/**
 * SMS through seven.io's REST gateway (a German provider; https://docs.seven.io/en/rest-api/endpoints/sms): one POST
 * with the API key in X-Api-Key and the message as JSON. Anything but an accepted answer throws, so the job queue
 * retries it (a code that never arrives is worse than one that arrives late).
 */
export class SmsSenderSevenIo implements SmsSender {
  constructor(
    private readonly options: { apiUrl: string; apiKey: string; from: string; timeoutMs?: number },
    private readonly fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const response = await this.fetchImpl(this.options.apiUrl, {
      method: 'POST',
      headers: { 'X-Api-Key': this.options.apiKey, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ to: message.to, text: message.text, from: this.options.from }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    const code = String((JSON.parse(body) as { success?: string | number }).success ?? body.trim());
    if (!ACCEPTED.has(code)) throw new Error(`SMS gateway refused the message (code ${code})`);
  }
}
