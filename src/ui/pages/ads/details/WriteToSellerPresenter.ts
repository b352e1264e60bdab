import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SessionState } from '../../../../application/auth/ports';
import { MessageDrafts } from '../../../../application/messages/ports';
import { WriteToSeller } from '../../../../application/messages/WriteToSeller';
import { Submission } from '../../../components/Submission';

/**
 * "Nachricht an …" on an ad's page. What is typed is kept in this browser until it is sent, so a visitor who must sign
 * in first comes back to the same ad with the same words.
 */
@injectable()
export class WriteToSellerPresenter {
  text = '';
  /** The conversation the last message went to (the view links to it). */
  sentTo: string | null = null;
  readonly submission = new Submission();
  private adId = '';
  private readonly deps: { write: WriteToSeller; drafts: MessageDrafts; session: SessionState };

  constructor(
    @inject(WriteToSeller) write: WriteToSeller,
    @inject(MessageDrafts) drafts: MessageDrafts,
    @inject(SessionState) session: SessionState,
  ) {
    this.deps = { write, drafts, session };
    makeAutoObservable<this, 'deps' | 'adId'>(this, { deps: false, adId: false, submission: false });
  }

  get signedIn(): boolean {
    return this.deps.session.user !== null;
  }

  /** The ad on screen, with what was kept for it (read after the first render: the server's HTML has no drafts). */
  show(adId: string): void {
    this.adId = adId;
    this.text = this.deps.drafts.get(adId);
    this.sentTo = null;
    this.submission.reset();
  }

  setText(text: string): void {
    this.text = text;
    this.deps.drafts.set(this.adId, text);
  }

  async send(): Promise<void> {
    await this.submission.run(async () => {
      const thread = await this.deps.write.execute(this.adId, this.text);
      runInAction(() => {
        this.sentTo = thread.conversation.id;
        this.text = '';
      });
    });
  }
}
