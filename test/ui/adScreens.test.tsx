// The ads list and an ad's page: what a seeker sees and can do there.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { location, renderApp, signedIn } from './harness';
import { sampleAd } from '../fakes/AdsApiInMemory';

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
    expect(await screen.findByText('No properties for: “Schloss”')).toBeInTheDocument();
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
    expect(fakes.ads.reports).toEqual([{ id: ad.id, reason: 'fraud', message: '', contactEmail: null }]);
  });

  it('a visitor may leave an address to hear back; a wrong one is said on its field and nothing is sent', async () => {
    const ad = sampleAd();
    const { fakes } = await renderApp(`/ads/${ad.id}`, (f) => (f.ads.ads = [ad]), 'de');
    await userEvent.click(await screen.findByText('Anzeige melden'));
    await userEvent.selectOptions(screen.getByLabelText('Grund'), 'fraud');
    const address = screen.getByLabelText('E-Mail für Eingangsbestätigung und Ergebnis (optional)');
    await userEvent.type(address, 'hinweis@beispiel');
    await userEvent.click(screen.getByRole('button', { name: 'Meldung senden' }));
    expect(await screen.findByText(/oder lassen Sie das Feld leer/)).toBeInTheDocument();
    expect(fakes.ads.reports).toEqual([]);
    await userEvent.type(address, '.de');
    await userEvent.click(screen.getByRole('button', { name: 'Meldung senden' }));
    expect(await screen.findByText('Danke! Wir prüfen die Anzeige.')).toBeInTheDocument();
    expect(fakes.ads.reports).toEqual([
      { id: ad.id, reason: 'fraud', message: '', contactEmail: 'hinweis@beispiel.de' },
    ]);
  });

  it('a signed-in reporter is not asked for an address (they hear back at their account)', async () => {
    const ad = sampleAd();
    await renderApp(`/ads/${ad.id}`, (f) => {
      f.ads.ads = [ad];
      signedIn(f, f.account.user);
    });
    await userEvent.click(await screen.findByText('Report this ad'));
    expect(screen.getByLabelText('Reason')).toBeInTheDocument();
    expect(screen.queryByLabelText(/E-mail for the receipt/)).toBeNull();
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
