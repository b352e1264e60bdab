/** Too much work is already waiting (password hashing under a login flood): answered 503 with Retry-After. */
export class ServiceBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too much work is waiting; try again shortly');
    this.name = 'ServiceBusy';
  }
}
