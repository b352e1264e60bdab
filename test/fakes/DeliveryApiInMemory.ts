import type { DeadLetter } from '../../src/domain/deadLetter';
import type { DeliveryApi } from '../../src/application/admin/ports';
import { RequestError } from '../../src/application/shared/RequestError';

/** The job queue's dead letters as the server keeps them: newest first; a retried one leaves the list. */
export class DeliveryApiInMemory implements DeliveryApi {
  letters: DeadLetter[] = [];
  retried: string[] = [];

  async deadLetters(): Promise<DeadLetter[]> {
    return [...this.letters].sort((a, b) => b.failedAt.localeCompare(a.failedAt));
  }

  async retry(id: string): Promise<void> {
    if (!this.letters.some((l) => l.id === id))
      throw new RequestError('http', 'NOT_FOUND', 'Dead letter not found', 404);
    this.letters = this.letters.filter((l) => l.id !== id);
    this.retried.push(id);
  }
}
