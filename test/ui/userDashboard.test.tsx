import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { sampleAd } from '../fakes/AdsApiInMemory';

const owner = new AuthApiInMemory().addAccount('erika@example.de', 'user-password');
const DAY = 86_400_000;

describe('user dashboard', () => {
  it('groups my ads by status, shows credits and deletes after confirmation', async () => {
    const live = sampleAd({ ownerId: owner.id, title: 'Meine Wohnung' });
    const draft = sampleAd({ ownerId: owner.id, status: 'draft', title: 'Mein Entwurf' });
    const { fakes } = await renderApp('/app/user_dashboard', (f) => {
      signedIn(f, owner);
      f.ads.ownerId = owner.id;
      f.ads.ads = [live, draft];
      f.ads.creditBalances = [{ packageId: 'basis', credits: 3 }];
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Live (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Draft (1)' })).toBeInTheDocument();
    expect(screen.getByText('3 credits')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete “Mein Entwurf”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this ad?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Mein Entwurf')).not.toBeInTheDocument());
    expect(fakes.ads.ads.map((a) => a.id)).toEqual([live.id]);
  });

  it('pauses a live ad without asking and without a credit, shows the days left, and reactivates it (de)', async () => {
    const expiresAt = new Date(Date.now() + 12 * DAY - 60_000).toISOString();
    const live = sampleAd({ ownerId: owner.id, title: 'Altbau mit Balkon', expiresAt });
    const { fakes } = await renderApp(
      '/app/user_dashboard',
      (f) => {
        signedIn(f, owner);
        f.ads.ownerId = owner.id;
        f.ads.ads = [live];
      },
      'de',
    );
    await userEvent.click(await screen.findByRole('button', { name: '„Altbau mit Balkon“ pausieren' }));
    const paused = await screen.findByRole('region', { name: 'Pausiert (1)' });
    expect(within(paused).getByText(/noch 12 Tage Laufzeit/)).toBeInTheDocument();
    expect(fakes.ads.ads[0]).toMatchObject({ status: 'paused', expiresAt });
    expect(fakes.notifier.shown).toContainEqual({
      kind: 'success',
      message: 'Anzeige pausiert. Die restliche Laufzeit bleibt erhalten.',
    });
    await userEvent.click(within(paused).getByRole('button', { name: '„Altbau mit Balkon“ reaktivieren' }));
    expect(await screen.findByRole('region', { name: 'Online (1)' })).toBeInTheDocument();
    expect(fakes.ads.ads[0]).toMatchObject({ status: 'active', pausedAt: null });
    expect(fakes.ads.creditBalances).toEqual([]);
  });

  it('archives only after a confirmation that says the runtime left is lost and offers pausing instead', async () => {
    const live = sampleAd({
      ownerId: owner.id,
      title: 'Meine Wohnung',
      expiresAt: new Date(Date.now() + 20 * DAY).toISOString(),
    });
    const { fakes } = await renderApp('/app/user_dashboard', (f) => {
      signedIn(f, owner);
      f.ads.ownerId = owner.id;
      f.ads.ads = [live];
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Archive “Meine Wohnung”' }));
    let dialog = await screen.findByRole('dialog', { name: 'Archive this ad?' });
    expect(dialog).toHaveTextContent('the runtime left is lost');
    expect(dialog).toHaveTextContent('Pausing is free and keeps the runtime.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fakes.ads.ads[0]!.status).toBe('active');
    await userEvent.click(screen.getByRole('button', { name: 'Archive “Meine Wohnung”' }));
    dialog = await screen.findByRole('dialog', { name: 'Archive this ad?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Archived (1)' })).toBeInTheDocument();
    expect(fakes.ads.ads[0]!.status).toBe('archived');
  });

  it('extends a live ad for one credit after a confirmation that says until when and which package pays (de)', async () => {
    const expiresAt = new Date(Date.now() + 5 * DAY).toISOString();
    const live = sampleAd({ ownerId: owner.id, title: 'Altbau mit Balkon', expiresAt });
    const { fakes } = await renderApp(
      '/app/user_dashboard',
      (f) => {
        signedIn(f, owner);
        f.ads.ownerId = owner.id;
        f.ads.ads = [live];
        f.ads.creditBalances = [{ packageId: 'basis', credits: 2 }];
      },
      'de',
    );
    await userEvent.click(await screen.findByRole('button', { name: '„Altbau mit Balkon“ verlängern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anzeige verlängern?' });
    const newEnd = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(
      new Date(Date.parse(expiresAt) + 30 * DAY),
    );
    expect(dialog).toHaveTextContent(`„Altbau mit Balkon“ läuft dann 30 Tage länger, bis zum ${newEnd}.`);
    expect(dialog).toHaveTextContent('Dafür wird 1 Guthaben aus „Basis“ eingesetzt (Sie haben 2 Guthaben).');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Für 1 Guthaben verlängern' }));
    await waitFor(() =>
      expect(fakes.notifier.shown).toContainEqual({ kind: 'success', message: 'Anzeige verlängert.' }),
    );
    expect(Date.parse(fakes.ads.ads[0]!.expiresAt!) - Date.parse(expiresAt)).toBe(30 * DAY);
    expect(await screen.findByText('1 Guthaben')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moving to the top without a credit changes nothing and points to the packages', async () => {
    const live = sampleAd({ ownerId: owner.id, title: 'Meine Wohnung' });
    const { fakes } = await renderApp('/app/user_dashboard', (f) => {
      signedIn(f, owner);
      f.ads.ownerId = owner.id;
      f.ads.ads = [live];
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Move to top: “Meine Wohnung”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move the ad to the top?' });
    expect(dialog).toHaveTextContent('This needs 1 ad credit, and you have none left.');
    expect(within(dialog).getByRole('button', { name: 'Move to top for 1 credit' })).toBeDisabled();
    expect(within(dialog).getByRole('link', { name: 'Buy a package' })).toHaveAttribute(
      'href',
      '/app/billing?return=%2Fapp%2Fuser_dashboard',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fakes.ads.ads[0]).toEqual(live);
  });
});
