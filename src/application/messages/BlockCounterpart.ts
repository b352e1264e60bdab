import type { MessagesApi } from './ports';

/** Blocks (or unblocks) the other person of a conversation: neither can write while it lasts. */
export class BlockCounterpart {
  constructor(private readonly api: MessagesApi) {}

  execute(conversationId: string, blocked: boolean): Promise<void> {
    return blocked ? this.api.block(conversationId) : this.api.unblock(conversationId);
  }
}
