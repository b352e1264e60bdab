import { createHash } from 'node:crypto';
import type { Clock, Logger, Sealer, UnitOfWork } from '../platform/ports';
import type { PushOutboxRecord, PushOutcome, PushPayload, PushSender } from './ports';

/** How long one worker holds a push it is sending; a process that dies leaves it to the next run after that. */
const CLAIM_MS = 2 * 60_000;
/** Tries per push before it is given up (the first retry after 30 s, then doubling up to an hour). */
export const MAX_PUSH_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3_600_000;

/** RFC 8030 §5.4: a topic is at most 32 characters of the URL-safe base64 alphabet. */
function topicOf(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

/**
 * Sends what the push outbox holds, one device at a time: taken by one worker, deleted once the push service took it.
 * 404/410 mean the browser dropped the subscription: it is removed, with what waited for it. 429 and 5xx (and no
 * answer at all) are tried again, after the Retry-After the service asked for if longer than our backoff. Any other
 * refusal (400, 403, 413) will not get better by trying: that push is dropped and logged.
 */
export class PushDelivery {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'push'>;
      clock: Clock;
      sender: PushSender;
      seal: Sealer<PushPayload>;
      log: Logger;
      /** Whether the person still has unread messages in the conversation (a message's push waits for nothing else). */
      stillUnread(userId: string, conversationId: string): Promise<boolean>;
    },
  ) {}

  async deliver(outboxId: string): Promise<PushOutcome['kind'] | 'skipped'> {
    const { repos } = this.deps.uow;
    const now = this.deps.clock.now();
    const row = await repos.push.claim(outboxId, now, new Date(now.getTime() + CLAIM_MS));
    if (!row) return 'skipped';
    const device = await repos.push.findSubscription(row.subscriptionId, now);
    if (!device || (row.conversationId && !(await this.deps.stillUnread(device.userId, row.conversationId)))) {
      await repos.push.finish(row.id);
      return 'skipped';
    }
    const payload = this.deps.seal.open(row.sealed);
    const outcome = await this.deps.sender
      .send(device, {
        payload: JSON.stringify(payload),
        ttlSeconds: Math.max(60, Math.floor((row.expiresAt.getTime() - now.getTime()) / 1000)),
        urgency: payload.kind === 'searches' ? 'normal' : 'high',
        topic: topicOf(payload.tag),
      })
      .catch((err: unknown): PushOutcome => {
        this.deps.log.warn({ err }, 'a push service did not answer; trying again later');
        return { kind: 'retry', status: 0, retryAfterMs: null };
      });
    await this.settle(row, device.id, outcome, now);
    return outcome.kind;
  }

  /** The recurring job: what waited and is due now; pushes that expired meanwhile are forgotten. */
  async sendDue(limit = 500): Promise<number> {
    const now = this.deps.clock.now();
    await this.deps.uow.repos.push.forgetExpired(now);
    // Devices of sessions that ended (with what waited for them): a signed-out phone shows nothing more.
    await this.deps.uow.repos.push.removeEnded(now);
    const due = await this.deps.uow.repos.push.dueIds(now, limit);
    for (const id of due) await this.deliver(id);
    return due.length;
  }

  private async settle(row: PushOutboxRecord, deviceId: string, outcome: PushOutcome, now: Date): Promise<void> {
    const { repos } = this.deps.uow;
    switch (outcome.kind) {
      case 'delivered':
        await repos.push.finish(row.id);
        await repos.push.markUsed(deviceId, now);
        return;
      case 'gone':
        await repos.push.removeSubscription(deviceId);
        return;
      case 'refused':
        this.deps.log.warn({ status: outcome.status, deviceId }, 'a push service refused a push; it is dropped');
        await repos.push.finish(row.id);
        return;
      case 'retry': {
        const attempts = row.attempts + 1;
        if (attempts >= MAX_PUSH_ATTEMPTS) {
          this.deps.log.warn({ status: outcome.status, deviceId, attempts }, 'a push was given up after its retries');
          await repos.push.finish(row.id);
          return;
        }
        const backoff = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempts - 1));
        const wait = Math.max(backoff, outcome.retryAfterMs ?? 0);
        await repos.push.postpone(row.id, new Date(now.getTime() + wait), attempts);
      }
    }
  }
}
