import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { sampleAd } from '../fakes/AdsApiInMemory';

const owner = new AuthApiInMemory().addAccount('vermieterin@example.de', 'user-password');

describe("a seller's phone number, confirmed by SMS", () => {
  it('refuses a landline on the field, asks for the code once sent, and lets the number be shown only once confirmed', async () => {
    const { fakes } = await renderApp('/app/profile', (f) => signedIn(f, owner), 'de');
    const section = await screen.findByRole('region', { name: 'Telefonnummer bestätigen' });
    const show = within(section).getByRole('checkbox', { name: 'Nummer in meinen Anzeigen zeigen' });
    expect(show).toBeDisabled();
    expect(within(section).getByText('Möglich, sobald die Nummer bestätigt ist.')).toBeInTheDocument();
    const number = within(section).getByLabelText('Mobilnummer');
    // The number arrives with the phone status (loaded after the section shows): waited for, as a person would.
    await waitFor(() => expect(number).toHaveValue('+49 30 1234567'));
    await userEvent.click(within(section).getByRole('button', { name: 'Code per SMS senden' }));
    expect(
      await within(section).findByText('Der Code kommt per SMS: Bitte geben Sie eine Mobilnummer an.'),
    ).toBeInTheDocument();
    expect(within(section).queryByLabelText('Code aus der SMS')).toBeNull();

    await userEvent.clear(number);
    await userEvent.type(number, '0151 23456789');
    await userEvent.click(within(section).getByRole('button', { name: 'Code per SMS senden' }));
    const code = await within(section).findByLabelText('Code aus der SMS');
    expect(within(section).getByText(/an \+4915123456789 gesendet/)).toBeInTheDocument();
    await userEvent.type(code, '12345');
    await userEvent.click(within(section).getByRole('button', { name: 'Nummer bestätigen' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(fakes.phone.current.verified).toBe(false);
    await userEvent.type(code, '6');
    await userEvent.click(within(section).getByRole('button', { name: 'Nummer bestätigen' }));
    expect(await within(section).findByText(/Bestätigt: \+4915123456789/)).toBeInTheDocument();
    expect(show).toBeEnabled();
    expect(show).not.toBeChecked();
    await userEvent.click(show);
    await waitFor(() => expect(fakes.phone.current.showPhone).toBe(true));
    expect(show).toBeChecked();
  });

  it('the seller card says what was confirmed, and shows the number only when the seller chose it', async () => {
    const ad = sampleAd({ status: 'active', ownerId: 'seller-1' });
    await renderApp(
      `/ads/${ad.id}`,
      (f) => {
        f.ads.ads = [ad];
        f.ads.phones.set('seller-1', { phone: '+49 1512 3456789', shown: false });
      },
      'de',
    );
    const card = await screen.findByRole('region', { name: 'Anbieter' });
    expect(card).toHaveTextContent('E-Mail-Adresse bestätigt · Telefon bestätigt');
    expect(within(card).queryByRole('link', { name: '+49 1512 3456789' })).toBeNull();
  });

  it('a shown number is a tel: link', async () => {
    const ad = sampleAd({ status: 'active', ownerId: 'seller-2' });
    await renderApp(
      `/ads/${ad.id}`,
      (f) => {
        f.ads.ads = [ad];
        f.ads.phones.set('seller-2', { phone: '+49 1512 3456789', shown: true });
      },
      'en',
    );
    const card = await screen.findByRole('region', { name: 'Seller' });
    expect(card).toHaveTextContent('Phone confirmed');
    expect(within(card).getByRole('link', { name: '+49 1512 3456789' })).toHaveAttribute('href', 'tel:+4915123456789');
  });
});
