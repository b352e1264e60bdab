import type { DeadLetter } from '../../domain/deadLetter';
import type { DeliveryApi } from './ports';

/** Mails that failed every retry, newest first. */
export class LoadDeadLetters {
  constructor(private readonly api: DeliveryApi) {}

  execute(): Promise<DeadLetter[]> {
    return this.api.deadLetters();
  }
}
