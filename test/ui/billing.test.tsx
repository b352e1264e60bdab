import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { SAMPLE_PACKAGES } from '../fakes/PackagesApiInMemory';

const user = new AuthApiInMemory().addAccount('erika@example.de', 'pw');

async function openCheckout(back = '/app/ads/abc/edit') {
  const view = await renderApp(`/app/billing?package=basis&return=${encodeURIComponent(back)}`, (f) =>
    signedIn(f, user),
  );
  await screen.findByRole('heading', { level: 2, name: 'Your order' });
  await waitFor(() => expect(view.fakes.cards.created.at(-1)?.mounted).toBe(true));
  return view;
}

async function tickAll() {
  for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box);
}

describe('billing and checkout', () => {
  it('shows the price incl. VAT, the demo label and the order button wording of BGB §312j', async () => {
    await openCheckout();
    expect(screen.getAllByText('Demo — no real charge').length).toBeGreaterThan(0);
    expect(screen.getByRole('rowheader', { name: 'Total incl. VAT' }).nextElementSibling).toHaveTextContent('€9.90');
    expect(screen.getByRole('button', { name: 'Order with obligation to pay' })).toBeDisabled();
    expect(SAMPLE_PACKAGES[0]!.priceCents).toBe(990);
  });

  it('needs the three consents before the order button works', async () => {
    await openCheckout();
    const [terms, withdrawal] = screen.getAllByRole('checkbox');
    await userEvent.click(terms!);
    await userEvent.click(withdrawal!);
    expect(screen.getByRole('button', { name: 'Order with obligation to pay' })).toBeDisabled();
    await userEvent.click(screen.getAllByRole('checkbox')[2]!);
    expect(screen.getByRole('button', { name: 'Order with obligation to pay' })).toBeEnabled();
  });

  it('asks for the consents in grammatical German ("die Allgemeinen Geschäftsbedingungen")', async () => {
    await renderApp('/app/billing?package=basis', (f) => signedIn(f, user), 'de');
    await screen.findByRole('heading', { level: 2, name: 'Bestellung' });
    const [terms] = screen.getAllByRole('checkbox');
    expect(terms!.closest('label')).toHaveTextContent('Ich akzeptiere die Allgemeinen Geschäftsbedingungen.');
  });

  it('a successful payment shows the credits and the way back to the ad', async () => {
    const { fakes } = await openCheckout();
    await tickAll();
    await userEvent.click(screen.getByRole('button', { name: 'Order with obligation to pay' }));
    expect(await screen.findByText('Paid. 1 credit from “Basic” has been added.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue with your ad' })).toHaveAttribute('href', '/app/ads/abc/edit');
    expect(fakes.notifier.shown).toContainEqual({
      kind: 'success',
      message: 'Payment successful – your credits are here.',
    });
    expect(fakes.payments.payments).toHaveLength(1);
  });

  it.each(['https://evil.example/app/', '//evil.example/app/', '/\\evil.example', '/ads'])(
    'a way back that is not a page of the signed-in area (%s) is not offered',
    async (back) => {
      await openCheckout(back);
      await tickAll();
      await userEvent.click(screen.getByRole('button', { name: 'Order with obligation to pay' }));
      expect(await screen.findByText('Paid. 1 credit from “Basic” has been added.')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Continue with your ad' })).toBeNull();
    },
  );

  it('a declined card says so, charges nothing, and a second try is a new payment', async () => {
    const { fakes } = await openCheckout();
    fakes.cards.created.at(-1)!.next = { status: 'failed', reason: 'card_declined' };
    await tickAll();
    await userEvent.click(screen.getByRole('button', { name: 'Order with obligation to pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The card was declined. Nothing was charged.');
    fakes.cards.created.at(-1)!.next = { status: 'succeeded' };
    await userEvent.click(screen.getByRole('button', { name: 'Order with obligation to pay' }));
    await screen.findByText(/^Paid\./);
    expect(fakes.payments.payments.map((p) => p.status)).toEqual(['failed', 'succeeded']);
  });

  it('lists payments with their invoices to download as PDF', async () => {
    const { fakes } = await renderApp('/app/billing', (f) => {
      signedIn(f, user);
      f.payments.payments = [
        {
          id: 'p1',
          packageId: 'basis',
          packageName: { de: 'Basis', en: 'Basic' },
          amountCents: 1490,
          currency: 'EUR',
          provider: 'demo',
          paidAt: '2026-05-04T10:00:00.000Z',
          billing: { name: 'Erika Mustermann', address: null },
          status: 'succeeded',
          createdAt: '2026-11-20T10:00:00Z',
          invoice: { number: 'INS-2026-000007', netCents: 1252, vatCents: 238, vatRate: 19 },
        },
      ];
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice INS-2026-000007 as PDF' }));
    await waitFor(() => expect(fakes.payments.receipts).toEqual([{ paymentId: 'p1', language: 'en' }]));
  });
});
