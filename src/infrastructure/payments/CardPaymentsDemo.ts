import type { CardFormTexts, CardPaymentResult, CardPayments, PaymentIntent } from '../../application/payments/ports';
import type { HttpClient } from '../http/HttpClient';
import { cardExpiryAsTyped, cardNumberAsTyped, formatWhileTyping } from './cardInput';

interface DemoOutcome {
  status: 'succeeded' | 'failed' | 'requires_action';
  reason: string | null;
}

/**
 * The demo gateway's card form, with the same interface as Stripe's: a labelled form (marked "Demo — no real
 * charge"), and a 3-D Secure step as a modal dialog for the card that asks for one.
 */
export class CardPaymentsDemo implements CardPayments {
  readonly provider = 'demo' as const;
  private root: HTMLElement | null = null;
  private texts: CardFormTexts | null = null;

  constructor(private readonly http: HttpClient) {}

  async mount(element: HTMLElement, options: { locale: 'de' | 'en'; texts: CardFormTexts }): Promise<void> {
    this.texts = options.texts;
    this.root = element;
    const field = (id: string, label: string, attrs: Record<string, string>) => {
      const wrapper = document.createElement('div');
      wrapper.className = 'field';
      const labelEl = document.createElement('label');
      labelEl.htmlFor = id;
      labelEl.textContent = label;
      const input = document.createElement('input');
      input.id = id;
      input.name = id;
      for (const [key, value] of Object.entries(attrs)) input.setAttribute(key, value);
      if (id === 'demo-card-number') formatWhileTyping(input, cardNumberAsTyped);
      if (id === 'demo-card-expiry') formatWhileTyping(input, cardExpiryAsTyped);
      wrapper.append(labelEl, input);
      return wrapper;
    };
    const notice = document.createElement('p');
    notice.className = 'demo-notice';
    notice.textContent = options.texts.demoNotice;
    const row = document.createElement('div');
    row.className = 'field-row';
    row.append(
      field('demo-card-expiry', options.texts.expiry, {
        inputmode: 'numeric',
        autocomplete: 'cc-exp',
        placeholder: options.texts.expiryPlaceholder,
        maxlength: '7',
      }),
      field('demo-card-cvc', options.texts.cvc, { inputmode: 'numeric', autocomplete: 'cc-csc', maxlength: '4' }),
    );
    element.replaceChildren(
      notice,
      field('demo-card-number', options.texts.number, {
        inputmode: 'numeric',
        autocomplete: 'cc-number',
        maxlength: '23',
      }),
      row,
    );
  }

  private value(id: string): string {
    return (this.root?.querySelector<HTMLInputElement>(`#${id}`)?.value ?? '').trim();
  }

  async confirm(intent: PaymentIntent): Promise<CardPaymentResult> {
    const card = {
      number: this.value('demo-card-number'),
      expiry: this.value('demo-card-expiry'),
      cvc: this.value('demo-card-cvc'),
    };
    let outcome = (
      await this.http.post<DemoOutcome>('/payments/demo/confirm', { paymentId: intent.paymentId, ...card })
    ).data;
    if (outcome.status === 'requires_action') {
      const approve = await this.challenge();
      outcome = (
        await this.http.post<DemoOutcome>('/payments/demo/authenticate', { paymentId: intent.paymentId, approve })
      ).data;
    }
    if (outcome.status === 'succeeded') return { status: 'succeeded' };
    return { status: 'failed', reason: outcome.reason ?? 'card_declined' };
  }

  /** Stands in for the bank's 3-D Secure page: a modal dialog with approve and decline. */
  private challenge(): Promise<boolean> {
    const texts = this.texts!;
    return new Promise((resolve) => {
      const dialog = document.createElement('dialog');
      dialog.className = 'dialog';
      dialog.setAttribute('aria-labelledby', 'demo-3ds-title');
      const title = document.createElement('h2');
      title.id = 'demo-3ds-title';
      title.textContent = texts.challengeTitle;
      const text = document.createElement('p');
      text.textContent = texts.challengeText;
      const actions = document.createElement('div');
      actions.className = 'dialog__actions';
      const decline = document.createElement('button');
      decline.type = 'button';
      decline.className = 'button button--secondary';
      decline.textContent = texts.decline;
      const approve = document.createElement('button');
      approve.type = 'button';
      approve.className = 'button button--primary';
      approve.textContent = texts.approve;
      actions.append(decline, approve);
      dialog.append(title, text, actions);
      document.body.append(dialog);
      const finish = (answer: boolean) => {
        dialog.close?.();
        dialog.remove();
        resolve(answer);
      };
      approve.addEventListener('click', () => finish(true));
      decline.addEventListener('click', () => finish(false));
      dialog.addEventListener('cancel', (event) => {
        event.preventDefault();
        finish(false);
      });
      dialog.showModal?.();
      if (!dialog.open) dialog.setAttribute('open', '');
      approve.focus();
    });
  }

  unmount(): void {
    this.root?.replaceChildren();
    this.root = null;
  }
}
