import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { location, renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { sampleAd } from '../fakes/AdsApiInMemory';
import { OPERATOR } from '../fakes/SiteApiInMemory';

const people = new AuthApiInMemory();
const admin = people.addAccount('admin@inserat.de', 'admin-password', { role: 'ADMIN' });
const owner = people.addAccount('erika@example.de', 'user-password');

describe('legal pages', () => {
  it('fill in the operator data from the server', async () => {
    await renderApp('/impressum');
    expect(await screen.findByText(OPERATOR.company)).toBeInTheDocument();
    expect(screen.getByText(`Phone: ${OPERATOR.phone}`)).toBeInTheDocument();
  });

  it('the withdrawal page carries the model form and the rule for digital services', async () => {
    await renderApp('/widerrufsbelehrung', undefined, 'de');
    expect(await screen.findByRole('heading', { name: 'Muster-Widerrufsformular' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vorzeitiges Erlöschen bei digitalen Leistungen' })).toBeInTheDocument();
    expect(screen.getByText(/§ 356 Abs. 4 BGB/)).toBeInTheDocument();
  });

  it('the accessibility statement says how, what is known to fall short, whom to tell, and the authority (de, en)', async () => {
    for (const [lng, headings, contact] of [
      [
        'de',
        [
          'Wie Inserat die Anforderungen erfüllt',
          'Bekannte Einschränkungen',
          'Feedback und Kontakt',
          'Marktüberwachungsbehörde',
        ],
        `Schreiben Sie uns an ${OPERATOR.email}`,
      ],
      [
        'en',
        [
          'How Inserat meets the requirements',
          'Known limitations',
          'Feedback and contact',
          'Market surveillance authority',
        ],
        `Write to us at ${OPERATOR.email}`,
      ],
    ] as const) {
      const { unmount } = await renderApp('/barrierefreiheit', undefined, lng);
      await screen.findByRole('heading', { level: 1, name: lng === 'de' ? 'Barrierefreiheit' : 'Accessibility' });
      for (const name of headings) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
      expect(screen.getByText(new RegExp(contact))).toBeInTheDocument();
      expect(screen.getByText(/MLBF/)).toBeInTheDocument();
      const footer = screen.getByRole('navigation', { name: lng === 'de' ? 'Rechtliches' : 'Legal information' });
      expect(
        within(footer).getByRole('link', { name: lng === 'de' ? 'Barrierefreiheit' : 'Accessibility' }),
      ).toHaveAttribute('href', '/barrierefreiheit');
      unmount();
    }
  });
});

describe('the safety page', () => {
  it('gives the rule first, the signs of a scam, and what to do (de, en)', async () => {
    for (const [lng, title, rule] of [
      ['de', 'Sicherheit', 'Die wichtigste Regel'],
      ['en', 'Safety', 'The most important rule'],
    ] as const) {
      const { unmount } = await renderApp('/sicherheit', undefined, lng);
      await screen.findByRole('heading', { level: 1, name: title });
      expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(rule);
      expect(screen.getByText(lng === 'de' ? /Schlüssel per Post/ : /keys by post/)).toBeInTheDocument();
      unmount();
    }
  });
});

describe('ad form', () => {
  it('walks details → images → plan → review → publish, keeping progress in imgMultiStepForm', async () => {
    const { fakes } = await renderApp('/app/ads/new', (f) => {
      signedIn(f, owner);
      f.ads.ownerId = owner.id;
      f.ads.creditBalances = [{ packageId: 'basis', credits: 2 }];
    });
    await screen.findByRole('heading', { level: 1, name: 'Post an ad' });
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please enter a title.')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Title'), 'Helle Altbauwohnung');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'apartment_rent');
    await userEvent.type(screen.getByLabelText(/^Description/), 'Schöne Wohnung mit hohen Decken und Balkon.');
    await userEvent.type(screen.getByLabelText('Rent excl. utilities (€ per month)'), '1250');
    await userEvent.type(screen.getByLabelText('Postcode'), '10435');
    await userEvent.type(screen.getByLabelText('City'), 'Berlin');
    await userEvent.click(screen.getByRole('radio', { name: /^No exception/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    await screen.findByRole('heading', { level: 2, name: 'Images' });
    const draft = fakes.ads.ads[0]!;
    expect(draft).toMatchObject({ title: 'Helle Altbauwohnung', priceCents: 125000, status: 'draft' });
    expect(fakes.adForm.progress).toEqual({ adId: draft.id, step: 'images' });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    const file = new File(['jpeg'], 'wohnzimmer.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Choose images'), [
      file,
      new File(['jpeg'], 'kueche.jpg', { type: 'image/jpeg' }),
    ]);
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Image \d$/ })).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Make cover' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { level: 2, name: 'Package' });
    expect(fakes.adForm.progress).toEqual({ adId: draft.id, step: 'plan' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Review & publish' });
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(location()).toBe(`/ads/${draft.id}`));
    expect(fakes.ads.ads[0]!.status).toBe('active');
    expect(fakes.adForm.progress).toBeNull();
  });

  it('a reload in the middle comes back to the same draft and step', async () => {
    const draft = sampleAd({ ownerId: owner.id, status: 'draft', title: 'Halb fertige Anzeige' });
    await renderApp('/app/ads/new', (f) => {
      signedIn(f, owner);
      f.ads.ads = [draft];
      f.adForm.progress = { adId: draft.id, step: 'plan' };
    });
    await screen.findByRole('heading', { level: 2, name: 'Package' });
    expect(location()).toBe(`/app/ads/${draft.id}/edit`);
    expect(screen.getByText(/You have no ad credits/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy a package' })).toHaveAttribute(
      'href',
      `/app/billing?return=${encodeURIComponent(`/app/ads/${draft.id}/edit`)}`,
    );
  });
});

describe('admin dashboard', () => {
  it('blocks a user after confirmation and rejects an ad with a reason', async () => {
    const pendingAd = sampleAd({ status: 'pending', title: 'Zweifelhafte Anzeige' });
    const { fakes } = await renderApp('/app/admin_dashboard', (f) => {
      signedIn(f, admin);
      f.users.users = [admin, owner];
      f.moderation.pending = [pendingAd];
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Block Erika Mustermann' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Erika Mustermann?' });
    // The person gets the reason and ground as a statement of reasons: no block without a reason.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeTruthy();
    expect(fakes.users.users.find((u) => u.id === owner.id)?.blocked).toBe(false);
    await userEvent.selectOptions(within(dialog).getByLabelText('Ground (law or terms)'), 'fraud');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Vorkasse von mehreren Interessenten verlangt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(fakes.users.users.find((u) => u.id === owner.id)?.blocked).toBe(true));
    expect(fakes.users.blocks).toEqual([
      { id: owner.id, reason: 'Vorkasse von mehreren Interessenten verlangt', ground: 'fraud' },
    ]);
    expect(await screen.findByRole('button', { name: 'Unblock Erika Mustermann' })).toBeInTheDocument();
    // An admin cannot block or demote themselves: one block control (the other user's), own role locked.
    expect(screen.getAllByRole('button', { name: /^(Un)?[bB]lock Erika Mustermann$/ })).toHaveLength(1);
    const roles = screen.getAllByLabelText('Role of Erika Mustermann');
    expect(roles.find((r) => r.id === `role-${admin.id}`)).toBeDisabled();
    expect(roles.find((r) => r.id === `role-${owner.id}`)).toBeEnabled();

    const waiting = () => screen.getByText('Ads in review').nextElementSibling?.textContent;
    expect(waiting()).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Reject “Zweifelhafte Anzeige”' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject ad' });
    await userEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(await within(reject).findByText('Please give a reason.')).toBeTruthy();
    await userEvent.type(within(reject).getByLabelText(/Reason for the advertiser/), 'Bitte echte Fotos verwenden.');
    await userEvent.selectOptions(within(reject).getByLabelText('Ground (law or terms)'), 'foreign_images');
    await userEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(fakes.moderation.decisions).toEqual([
        { id: pendingAd.id, decision: 'reject', reason: 'Bitte echte Fotos verwenden.', ground: 'foreign_images' },
      ]),
    );
    expect(await screen.findByText('No ads are waiting for review.')).toBeInTheDocument();
    // The figures are asked again after a decision.
    await waitFor(() => expect(waiting()).toBe('0'));
  });

  it('pages the users table by the configured page size', async () => {
    await renderApp('/app/admin_dashboard', (f) => {
      signedIn(f, admin);
      const many = new AuthApiInMemory();
      f.users.users = Array.from({ length: 23 }, (_, i) => many.addAccount(`u${i}@example.de`, 'pw'));
    });
    expect(await screen.findByText('Page 1 of 3 (23 users)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3 (23 users)')).toBeInTheDocument();
    await act(async () => undefined);
  });
});
