import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import type { UnsavedAdInput } from '../../src/application/ads/ports';

const owner = new AuthApiInMemory().addAccount('erika@example.de', 'user-password');

/** Types the start of a new ad in German and returns what the form kept, as a reload would find it. */
async function typeAndLeave(): Promise<UnsavedAdInput> {
  const { fakes } = await renderApp('/app/ads/new', (f) => signedIn(f, owner), 'de');
  await screen.findByRole('heading', { level: 1, name: 'Anzeige aufgeben' });
  await userEvent.type(screen.getByLabelText('Titel'), 'Altbau im Grünen');
  await userEvent.selectOptions(screen.getByLabelText('Kategorie'), 'apartment_rent');
  await userEvent.type(screen.getByLabelText('Kaltmiete (€ pro Monat)'), '1250,5');
  fireEvent.blur(screen.getByLabelText('Kaltmiete (€ pro Monat)'));
  const kept = fakes.adForm.input!;
  cleanup();
  return kept;
}

describe('the ad form across a reload before the first save', () => {
  it('puts back what was typed, says so, and forgets it when discarded', async () => {
    const kept = await typeAndLeave();
    expect(kept).toMatchObject({
      adId: null,
      lang: 'de',
      fields: { title: 'Altbau im Grünen', category: 'apartment_rent', price: '1.250,50' },
    });
    const { fakes } = await renderApp(
      '/app/ads/new',
      (f) => {
        signedIn(f, owner);
        f.adForm.input = kept;
      },
      'de',
    );
    expect(await screen.findByDisplayValue('Altbau im Grünen')).toBeInTheDocument();
    expect(screen.getByLabelText('Kaltmiete (€ pro Monat)')).toHaveValue('1.250,50');
    expect(screen.getByText(/Ihre noch nicht gespeicherten Eingaben sind wiederhergestellt./)).toHaveAttribute(
      'role',
      'status',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verwerfen' }));
    expect(screen.getByLabelText('Titel')).toHaveValue('');
    expect(fakes.adForm.input).toBeNull();
  });

  it('numbers typed in German come back in English as English numbers; saving forgets the kept input', async () => {
    const kept = await typeAndLeave();
    const { fakes } = await renderApp(
      '/app/ads/new',
      (f) => {
        signedIn(f, owner);
        f.ads.ownerId = owner.id;
        f.adForm.input = kept;
      },
      'en',
    );
    expect(await screen.findByLabelText('Rent excl. utilities (€ per month)')).toHaveValue('1,250.50');
    await userEvent.type(screen.getByLabelText(/^Description/), 'Helle Wohnung mit Blick ins Grüne und großem Balkon.');
    await userEvent.type(screen.getByLabelText('Postcode'), '10435');
    await userEvent.type(screen.getByLabelText('City'), 'Berlin');
    await userEvent.click(screen.getByRole('radio', { name: /^No exception/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Images' });
    expect(fakes.ads.ads[0]).toMatchObject({ title: 'Altbau im Grünen', priceCents: 125050 });
    expect(fakes.adForm.input).toBeNull();
  });
});
