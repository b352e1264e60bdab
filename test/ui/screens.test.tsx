import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { location, renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { sampleAd } from '../fakes/AdsApiInMemory';
import { OPERATOR } from '../fakes/SiteApiInMemory';

const people = new AuthApiInMemory();
const admin = people.addAccount('admin@inserat.de', 'admin-password', { role: 'ADMIN' });
const owner = people.addAccount('erika@example.de', 'user-password');

describe('ads search', () => {
  it('reads the filters from the URL, shows the count and fills the form', async () => {
    const { fakes } = await renderApp('/ads?city=Berlin&minPrice=1000&sort=price_asc', (f) => {
      f.ads.ads = [
        sampleAd({ city: 'Berlin', priceCents: 150000 }),
        sampleAd({ city: 'Hamburg' }),
        sampleAd({ city: 'Berlin', priceCents: 50000 }),
      ];
    });
    expect(await screen.findByRole('heading', { level: 2, name: '1 property' })).toBeInTheDocument();
    expect(fakes.ads.searches.at(-1)!.filters).toEqual({ city: 'Berlin', minPrice: 100000, sort: 'price_asc' });
    expect(screen.getByLabelText('City, district or postcode')).toHaveValue('Berlin');
    expect(screen.getByLabelText('Price from (€)')).toHaveValue('1,000');
  });

  it('puts submitted filters into the URL, so the search can be shared', async () => {
    await renderApp('/ads', (f) => (f.ads.ads = [sampleAd({ category: 'land', title: 'Baugrundstück am See' })]));
    await screen.findByRole('heading', { level: 2, name: '1 property' });
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'land');
    await userEvent.type(screen.getByLabelText('Search term'), 'See');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/ads?q=See&category=land'));
    expect(await screen.findByRole('link', { name: 'Baugrundstück am See' })).toBeInTheDocument();
  });

  it('says "More than 1,000" when the server caps the total', async () => {
    await renderApp('/ads', (f) => {
      f.ads.ads = [sampleAd()];
      const search = f.ads.search.bind(f.ads);
      f.ads.search = async (...args) => ({ ...(await search(...args)), total: 1000, totalCapped: true });
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'More than 1000 properties' })).toBeInTheDocument();
  });

  it('loads more with the keyset cursor', async () => {
    await renderApp('/ads', (f) => (f.ads.ads = Array.from({ length: 15 }, () => sampleAd())));
    await screen.findByRole('heading', { level: 2, name: '15 properties' });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Load more properties' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(15));
    expect(screen.queryByRole('button', { name: 'Load more properties' })).not.toBeInTheDocument();
  });

  it('shows an empty state, and an error with a retry', async () => {
    const { fakes } = await renderApp('/ads?q=Schloss');
    // What was searched is said back (its chips), and that nothing matches it.
    expect(await screen.findByText('No listings for: “Schloss”')).toBeInTheDocument();
    fakes.ads.failure = Object.assign(new Error('offline'), { code: 'NETWORK_ERROR' });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    fakes.ads.failure = null;
    fakes.ads.ads = [sampleAd({ title: 'Schlosswohnung mit Blick' })];
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Schlosswohnung mit Blick' })).toBeInTheDocument();
  });
});

describe('ad details', () => {
  it('shows price, facts, energy certificate and a gallery usable by keyboard', async () => {
    const ad = sampleAd({
      title: 'Penthouse am Park',
      images: [0, 1, 2].map((i) => ({
        id: `i${i}`,
        url: `/u/${i}`,
        width: 1280,
        height: 853,
        position: i,
        widths: [320, 640, 828, 1280],
      })),
    });
    await renderApp(`/ads/${ad.id}`, (f) => (f.ads.ads = [ad]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Penthouse am Park' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Energy efficiency class' })).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: 'Images of Penthouse am Park' });
    expect(within(gallery).getByText('1 / 3')).toBeInTheDocument();
    gallery.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(gallery).getByText('2 / 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(gallery).getByText('3 / 3')).toBeInTheDocument();
    await userEvent.click(within(gallery).getByRole('button', { name: 'Show image 1' }));
    expect(within(gallery).getByText('1 / 3')).toBeInTheDocument();
  });

  it('lists similar ads under the ad', async () => {
    const ad = sampleAd({ title: 'Penthouse am Park' });
    const other = sampleAd({ title: 'Dachwohnung am Kanal' });
    await renderApp(`/ads/${ad.id}`, (f) => (f.ads.ads = [ad, other]));
    const similar = await screen.findByRole('region', { name: 'Similar ads' });
    expect(within(similar).getByRole('link', { name: 'Dachwohnung am Kanal' })).toBeInTheDocument();
    expect(within(similar).queryByRole('link', { name: 'Penthouse am Park' })).not.toBeInTheDocument();
  });

  it('an ad that went offline says so and offers similar ads instead of an error', async () => {
    const gone = sampleAd({ title: 'Abgelaufene Wohnung', ownerId: 'someone-else', status: 'expired' });
    const other = sampleAd({ title: 'Dachwohnung am Kanal' });
    await renderApp(`/ads/${gone.id}`, (f) => (f.ads.ads = [gone, other]));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This ad is no longer available' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Abgelaufene Wohnung')).not.toBeInTheDocument();
    const similar = screen.getByRole('region', { name: 'Similar ads' });
    expect(within(similar).getByRole('link', { name: 'Dachwohnung am Kanal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search for more offers' })).toHaveAttribute('href', '/ads');
  });

  it('swipes through the gallery', async () => {
    const ad = sampleAd({
      images: [0, 1].map((i) => ({
        id: `s${i}`,
        url: `/u/${i}`,
        width: 1280,
        height: 853,
        position: i,
        widths: [320, 640, 828, 1280],
      })),
    });
    await renderApp(`/ads/${ad.id}`, (f) => (f.ads.ads = [ad]));
    const gallery = await screen.findByRole('region', { name: /Images of/ });
    fireEvent.pointerDown(gallery, { clientX: 300 });
    fireEvent.pointerUp(gallery, { clientX: 200 });
    expect(within(gallery).getByText('2 / 2')).toBeInTheDocument();
  });

  it('contacts the seller with validation, then confirms', async () => {
    const ad = sampleAd({ ownerId: 'someone-else' });
    const { fakes } = await renderApp(`/ads/${ad.id}`, (f) => (f.ads.ads = [ad]));
    await screen.findByRole('heading', { level: 2, name: 'Contact the advertiser' });
    await userEvent.click(screen.getByText('Prefer to ask by e-mail without an account'));
    await userEvent.click(screen.getByRole('button', { name: 'Send by e-mail' }));
    expect(await screen.findByText('Please enter your e-mail address.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your name'), 'Paul Panzer');
    await userEvent.type(screen.getByLabelText('E-mail'), 'paul@example.de');
    await userEvent.type(screen.getByLabelText('Your message'), 'Ist eine Besichtigung am Samstag möglich?');
    await userEvent.click(screen.getByRole('button', { name: 'Send by e-mail' }));
    expect(await screen.findByText('Your message was sent.')).toBeInTheDocument();
    expect(fakes.ads.contacts).toEqual([
      {
        id: ad.id,
        message: {
          name: 'Paul Panzer',
          email: 'paul@example.de',
          phone: '',
          message: 'Ist eine Besichtigung am Samstag möglich?',
        },
      },
    ]);
  });

  it('reports an ad with a reason', async () => {
    const ad = sampleAd();
    const { fakes } = await renderApp(`/ads/${ad.id}`, (f) => (f.ads.ads = [ad]));
    await userEvent.click(await screen.findByText('Report this ad'));
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'fraud');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you! We will look at this ad.')).toBeInTheDocument();
    expect(fakes.ads.reports).toEqual([{ id: ad.id, reason: 'fraud', message: '' }]);
  });

  it('shares the link (or copies it and says so)', async () => {
    const ad = sampleAd({ title: 'Teilbare Wohnung' });
    const { fakes } = await renderApp(`/ads/${ad.id}`, (f) => (f.ads.ads = [ad]));
    await userEvent.click(await screen.findByRole('button', { name: 'Share link' }));
    expect(await screen.findByText('Link copied to the clipboard.')).toBeInTheDocument();
    expect(fakes.sharing.shared).toEqual([{ title: 'Teilbare Wohnung', url: window.location.href }]);
  });

  it('an unknown ad shows "Ad not found"', async () => {
    await renderApp('/ads/00000000-0000-4000-8000-999999999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ad not found' })).toBeInTheDocument();
  });
});

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
