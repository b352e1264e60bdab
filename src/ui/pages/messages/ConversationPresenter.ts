import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  canWrite,
  type ChatMessage,
  type Conversation,
  type ConversationReportReason,
} from '../../../domain/conversation';
import { DomainError } from '../../../domain/errors';
import { BlockCounterpart } from '../../../application/messages/BlockCounterpart';
import { MarkConversationRead } from '../../../application/messages/MarkConversationRead';
import { OpenConversation } from '../../../application/messages/OpenConversation';
import { InboxEvents, MessageDrafts, MessageOutbox, type QueuedMessage } from '../../../application/messages/ports';
import { SendQueuedMessages } from '../../../application/messages/SendQueuedMessages';
import { Connectivity } from '../../../application/device/ports';
import { ReportConversation } from '../../../application/messages/ReportConversation';
import { SendMessage } from '../../../application/messages/SendMessage';
import { Submission } from '../../components/Submission';

/** /app/messages/:id: one conversation, live while open; answer, block the other person, or report it. */
@injectable()
export class ConversationPresenter {
  conversation: Conversation | null = null;
  messages: ChatMessage[] = [];
  /** Written offline and not sent yet (or refused by the server, with its code). */
  pending: QueuedMessage[] = [];
  loading = true;
  errorCode: string | null = null;
  draft = '';
  confirmingBlock = false;
  reportReason: ConversationReportReason | '' = '';
  reportDetails = '';
  reportSent = false;
  readonly sending = new Submission();
  readonly blocking = new Submission();
  readonly reporting = new Submission();
  private id = '';
  private readonly deps: {
    open: OpenConversation;
    send: SendMessage;
    markRead: MarkConversationRead;
    block: BlockCounterpart;
    report: ReportConversation;
    events: InboxEvents;
    drafts: MessageDrafts;
    outbox: MessageOutbox;
    sendQueued: SendQueuedMessages;
    connectivity: Connectivity;
  };

  constructor(
    @inject(OpenConversation) open: OpenConversation,
    @inject(SendMessage) send: SendMessage,
    @inject(MarkConversationRead) markRead: MarkConversationRead,
    @inject(BlockCounterpart) block: BlockCounterpart,
    @inject(ReportConversation) report: ReportConversation,
    @inject(InboxEvents) events: InboxEvents,
    @inject(MessageDrafts) drafts: MessageDrafts,
    @inject(MessageOutbox) outbox: MessageOutbox,
    @inject(SendQueuedMessages) sendQueued: SendQueuedMessages,
    @inject(Connectivity) connectivity: Connectivity,
  ) {
    this.deps = { open, send, markRead, block, report, events, drafts, outbox, sendQueued, connectivity };
    makeAutoObservable<this, 'deps' | 'id'>(this, {
      deps: false,
      id: false,
      sending: false,
      blocking: false,
      reporting: false,
    });
  }

  get canWrite(): boolean {
    return this.conversation !== null && canWrite(this.conversation);
  }

  /** A reply being typed is kept in this browser until it is sent: a sign-out meanwhile (another tab) loses nothing. */
  private get draftKey(): string {
    return `conversation:${this.id}`;
  }

  async open(id: string, quietly = false): Promise<void> {
    if (id !== this.id) {
      this.id = id;
      this.draft = this.deps.drafts.get(this.draftKey);
    }
    if (!quietly) this.loading = true;
    this.errorCode = null;
    try {
      const thread = await this.deps.open.execute(id);
      runInAction(() => {
        this.conversation = thread.conversation;
        this.messages = thread.messages;
      });
      await this.showWaiting();
    } catch (error) {
      runInAction(() => (this.errorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /**
   * New messages appear as they are written (read at once, being on screen); a reconnection catches up. Messages that
   * waited go out when the connection returns, and one the service worker sent meanwhile takes its place here.
   */
  follow(): () => void {
    const stopReturn = this.deps.connectivity.onReturn(() => void this.sendWaiting());
    const stopElsewhere = this.deps.outbox.onSentElsewhere((message) => {
      if (message.conversationId === this.id) this.add(message);
    });
    const stopEvents = this.deps.events.listen(
      (event) => {
        if (event.type !== 'message' || event.conversationId !== this.id) return;
        this.add(event.message);
        if (!event.message.mine) void this.deps.markRead.execute(this.id).catch(() => undefined);
      },
      () => {
        if (this.conversation) void this.open(this.id, true);
      },
    );
    return () => {
      stopReturn();
      stopElsewhere();
      stopEvents();
    };
  }

  setDraft(text: string): void {
    this.draft = text;
    this.deps.drafts.set(this.draftKey, text);
  }

  /** Sent at once, or — without a connection — kept and shown as waiting; the words are never lost. */
  async send(): Promise<void> {
    await this.sending.run(async () => {
      const result = await this.deps.send.execute(this.id, this.draft);
      runInAction(() => {
        if ('sent' in result) this.add(result.sent);
        else this.pending = [...this.pending, { ...result.queued, conversationId: this.id, failed: null }];
        this.draft = '';
      });
      this.deps.drafts.clear(this.draftKey);
    });
  }

  /** A waiting message the server refused: gone, its words back in the field to change and send again. */
  async takeBack(message: QueuedMessage): Promise<void> {
    await this.deps.outbox.discard(message.clientId);
    runInAction(() => {
      this.pending = this.pending.filter((m) => m.clientId !== message.clientId);
      this.setDraft(this.draft ? `${this.draft}\n${message.body}` : message.body);
    });
  }

  /** What waits for this conversation goes out now, if the connection allows. */
  async sendWaiting(): Promise<void> {
    const sent = await this.deps.sendQueued.execute();
    runInAction(() => sent.filter((m) => m.conversationId === this.id).forEach((m) => this.add(m)));
    await this.showWaiting();
  }

  private async showWaiting(): Promise<void> {
    if (!this.deps.outbox.hasWaiting() && this.pending.length === 0) return;
    const waiting = await this.deps.outbox.waiting(this.id).catch(() => this.pending);
    runInAction(() => (this.pending = waiting));
    if (this.deps.connectivity.online && waiting.some((m) => m.failed === null)) void this.sendWaiting();
  }

  askBlock(asking: boolean): void {
    this.confirmingBlock = asking;
  }

  /** Blocks the other person, or lifts the block; the conversation shows the new state either way. */
  async toggleBlock(): Promise<void> {
    const conversation = this.conversation;
    if (!conversation) return;
    const block = !conversation.blockedByMe;
    if (await this.blocking.run(() => this.deps.block.execute(this.id, block))) {
      runInAction(() => {
        this.conversation = { ...conversation, blockedByMe: block };
        this.confirmingBlock = false;
      });
    }
  }

  setReportReason(reason: ConversationReportReason | ''): void {
    this.reportReason = reason;
  }

  setReportDetails(details: string): void {
    this.reportDetails = details;
  }

  /** "Betrug melden" beside a message that asked for money early: one click, the message itself as what is reported. */
  async reportFraud(message: ChatMessage): Promise<void> {
    const details = `„${message.body.slice(0, 1500)}“`;
    if (await this.reporting.run(() => this.deps.report.execute(this.id, 'fraud', details)))
      runInAction(() => (this.reportSent = true));
  }

  async sendReport(): Promise<void> {
    if (await this.reporting.run(() => this.deps.report.execute(this.id, this.reportReason, this.reportDetails))) {
      runInAction(() => (this.reportSent = true));
    }
  }

  /** Each message once, oldest first (the sending tab hears its own message again through the stream). */
  private add(message: ChatMessage): void {
    if (message.clientId) this.pending = this.pending.filter((m) => m.clientId !== message.clientId);
    if (this.messages.some((m) => m.id === message.id)) return;
    this.messages = [...this.messages, message].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    if (this.conversation)
      this.conversation = {
        ...this.conversation,
        lastMessage: { body: message.body, mine: message.mine, createdAt: message.createdAt },
      };
  }
}
