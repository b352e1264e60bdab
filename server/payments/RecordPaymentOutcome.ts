import { confirmPayment, succeedPayment, type SettlementDeps } from './paymentSettlement';

/**
 * What became of a payment, as the demo gateway (or a test) learns it: a success credits once and numbers the invoice
 * (safe to record any number of times, concurrently); a failure or a card's request for 3-D Secure only moves it on.
 */
export class RecordPaymentOutcome {
  constructor(private readonly deps: SettlementDeps) {}

  async execute(paymentId: string, outcome: 'succeeded' | 'failed' | 'requires_action'): Promise<void> {
    if (outcome !== 'succeeded') {
      await this.deps.uow.transaction(async (repos) => void (await repos.payments.transition(paymentId, outcome)));
      return;
    }
    const paid = await this.deps.uow.transaction((repos) => succeedPayment(this.deps, repos, paymentId));
    if (paid) await confirmPayment(this.deps, paid);
  }
}
