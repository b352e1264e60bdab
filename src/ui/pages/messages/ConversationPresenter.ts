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
import { InboxEvents, MessageDrafts } from '../../../application/messages/ports';
import { ReportConversation } from '../../../application/messages/ReportConversation';
import { SendMessage } from '../../../application/messages/SendMessage';
import { Submission } from '../../components/Submission';

/** /app/messages/:id: one conversation, live while open; answer, block the other person, or report it. */
@injectable()
export class ConversationPresenter {
  conversation: Conversation | null = null;
  messages: ChatMessage[] = [];
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
  };

  constructor(
    @inject(OpenConversation) open: OpenConversation,
    @inject(SendMessage) send: SendMessage,
    @inject(MarkConversationRead) markRead: MarkConversationRead,
    @inject(BlockCounterpart) block: BlockCounterpart,
    @inject(ReportConversation) report: ReportConversation,
    @inject(InboxEvents) events: InboxEvents,
    @inject(MessageDrafts) drafts: MessageDrafts,
  ) {
    this.deps = { open, send, markRead, block, report, events, drafts };
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
    } catch (error) {
      runInAction(() => (this.errorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** New messages appear as they are written (read at once, being on screen); a reconnection catches up. */
  follow(): () => void {
    return this.deps.events.listen(
      (event) => {
        if (event.type !== 'message' || event.conversationId !== this.id) return;
        this.add(event.message);
        if (!event.message.mine) void this.deps.markRead.execute(this.id).catch(() => undefined);
      },
      () => {
        if (this.conversation) void this.open(this.id, true);
      },
    );
  }

  setDraft(text: string): void {
    this.draft = text;
    this.deps.drafts.set(this.draftKey, text);
  }

  async send(): Promise<void> {
    await this.sending.run(async () => {
      const message = await this.deps.send.execute(this.id, this.draft);
      runInAction(() => {
        this.add(message);
        this.draft = '';
      });
      this.deps.drafts.clear(this.draftKey);
    });
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
    if (this.messages.some((m) => m.id === message.id)) return;
    this.messages = [...this.messages, message].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    if (this.conversation)
      this.conversation = {
        ...this.conversation,
        lastMessage: { body: message.body, mine: message.mine, createdAt: message.createdAt },
      };
  }
}
