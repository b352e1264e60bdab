/** A job that failed every retry (nearly always a mail): who it was for and when it gave up. The mail itself stays sealed. */
export interface DeadLetter {
  id: string;
  /** The job's queue: "mail" for mails. */
  queue: string;
  to: string | null;
  failedAt: string;
}
