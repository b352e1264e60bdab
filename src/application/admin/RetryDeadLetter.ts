import type { DeliveryApi } from './ports';

/** Sends a failed mail back for another round of tries (after the mail server was fixed). */
export class RetryDeadLetter {
  constructor(private readonly api: DeliveryApi) {}

  execute(id: string): Promise<void> {
    return this.api.retry(id);
  }
}
