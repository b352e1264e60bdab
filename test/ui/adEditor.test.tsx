import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { RequestError } from '../../src/application/shared/RequestError';

const owner = new AuthApiInMemory().addAccount('erika@example.de', 'user-password');

/** Issue 40: what the ad form shows and allows in each state. */
describe('the ad form', () => {
  it('a refusal of the whole form (the daily limit of new ads) shows beside the button that was pressed, saying how to get more', async () => {
    const { fakes } = await renderApp('/app/ads/new', (f) => signedIn(f, owner), 'de');
    await screen.findByRole('heading', { level: 1, name: 'Anzeige aufgeben' });
    await userEvent.type(screen.getByLabelText('Titel'), 'Altbau im Grünen');
    await userEvent.selectOptions(screen.getByLabelText('Kategorie'), 'apartment_rent');
    await userEvent.type(screen.getByLabelText('Kaltmiete (€ pro Monat)'), '1250');
    await userEvent.type(screen.getByLabelText(/^Beschreibung/), 'Helle Wohnung mit Blick ins Grüne und großem Balkon.');
    await userEvent.type(screen.getByLabelText('PLZ'), '10435');
    await userEvent.type(screen.getByLabelText('Ort'), 'Berlin');
    fakes.ads.failure = new RequestError('http', 'AD_QUOTA_REACHED', 'At most 20 new ads per day', 429);
    const button = screen.getByRole('button', { name: 'Speichern und weiter' });
    await userEvent.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/so viele neue Anzeigen angelegt, wie an einem Tag möglich sind/);
    expect(alert).toHaveTextContent(/Makler/);
    // Right before the row of the button, not 2,000 px above it at the top of the form.
    expect(alert.nextElementSibling).toContainElement(button);
  });
});
