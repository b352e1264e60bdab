import type { ServerConfig } from './config';
import { PushDelivery } from './push/PushDelivery';
import { PushDevices } from './push/PushDevices';
import { PushNotifications } from './push/PushNotifications';
import type { PushPayload } from './push/ports';
import type { Clock, JobQueue, Logger, UnitOfWork } from './platform/ports';
import { recurring } from './recurring';
import { PushSenderWebPush } from './push/adapters/PushSenderWebPush';
import { PayloadSeal } from './platform/adapters/security/PayloadSeal';

/**
 * Web Push: the person's devices and settings, the notices the other areas push (queued in the outbox), and their
 * delivery by the job queue — at once when queued, and every minute for what waited (quiet hours, Retry-After).
 * Without VAPID keys (production without VAPID_*) devices cannot be added and nothing is queued.
 */
export function composePush(
  config: Pick<ServerConfig, 'push' | 'jwtSecret' | 'nodeEnv'>,
  deps: { uow: UnitOfWork; clock: Clock; jobs: JobQueue; log: Logger },
) {
  const { uow, clock, jobs, log } = deps;
  const seal = new PayloadSeal<PushPayload>(config.jwtSecret, 'push outbox');
  const pushes = new PushNotifications({ uow, clock, jobs, seal, log, enabled: config.push !== null });
  const pushDevices = new PushDevices({ uow, clock, allowLoopback: config.nodeEnv !== 'production' });
  /** Called once the messaging service exists: a message's push asks it whether the conversation is still unread. */
  const deliverWith = (stillUnread: (userId: string, conversationId: string) => Promise<boolean>) => {
    if (!config.push) return null;
    const delivery = new PushDelivery({
      uow,
      clock,
      log,
      seal,
      stillUnread,
      sender: new PushSenderWebPush(config.push, { allowLoopback: config.nodeEnv !== 'production' }),
    });
    jobs.work('push-send', async ({ outboxId }) => void (await delivery.deliver(outboxId)));
    recurring(jobs, [[1, 'send-due-pushes', () => delivery.sendDue()]]);
    return delivery;
  };
  return { pushes, pushDevices, deliverWith, pushPublicKey: config.push?.publicKey ?? null };
}
