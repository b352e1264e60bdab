import { describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { location, renderApp } from './harness';
import { sampleAd } from '../fakes/AdsApiInMemory';

describe('the ads list', () => {
  it('the words field stays in sight above the results (the filters fold away on a phone); applying filters brings the results into sight', async () => {
    const { fakes } = await renderApp(
      '/ads',
      (f) => (f.ads.ads = [sampleAd({ title: 'Altbau am See' }), sampleAd({ title: 'Neubau' })]),
      'de',
    );
    await screen.findByRole('heading', { level: 2, name: '2 Angebote' });
    const words = screen.getByRole('search', { name: 'Suche nach Stichworten' });
    expect(screen.getByRole('search', { name: 'Filter' })).not.toContainElement(screen.getByLabelText('Suchbegriff'));
    await userEvent.type(within(words).getByLabelText('Suchbegriff'), 'See');
    await userEvent.click(within(words).getByRole('button', { name: 'Stichworte suchen' }));
    await waitFor(() => expect(location()).toBe('/ads?q=See'));
    expect(fakes.ads.searches.at(-1)!.filters).toMatchObject({ q: 'See' });
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: /Angebot/ }));
  });

  it('a category chosen in the filter column beside the results shows its results at once, the focus staying put', async () => {
    await renderApp(
      '/ads',
      (f) =>
        (f.ads.ads = [
          sampleAd({ title: 'Wohnung zur Miete', category: 'apartment_rent' }),
          sampleAd({ title: 'Haus zum Kauf', category: 'house_buy' }),
        ]),
      'de',
    );
    await screen.findByRole('heading', { level: 2, name: '2 Angebote' });
    const category = screen.getByLabelText('Kategorie');
    await userEvent.selectOptions(category, 'house_buy');
    await waitFor(() => expect(location()).toBe('/ads?category=house_buy'));
    await screen.findByRole('heading', { level: 2, name: '1 Angebot' });
    expect(document.activeElement).toBe(category);
  });

  it('a keyboard user skips the filter column in one step: the link after the search box leads to the results', async () => {
    await renderApp('/ads', (f) => (f.ads.ads = [sampleAd()]), 'de');
    await screen.findByRole('heading', { level: 2, name: '1 Angebot' });
    const skip = screen.getByRole('link', { name: 'Zu den Ergebnissen springen' });
    const stops = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')];
    const filters = screen.getByRole('search', { name: 'Filter' });
    expect(stops.indexOf(skip)).toBeLessThan(stops.findIndex((element) => filters.contains(element)));
    await userEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: '1 Angebot' }));
  });

  it('a flat without rent or buy is read as to rent, and the list offers the same search to buy; said, no offer', async () => {
    const reads = (f: Parameters<Parameters<typeof renderApp>[1] & object>[0], q: string) => {
      f.ads.ads = [sampleAd({ city: 'Berlin' })];
      f.ads.understanding.set(q, {
        parts: [
          { text: 'Wohnung', filters: { category: 'apartment_rent' } },
          { text: 'Berlin', filters: { city: 'Berlin' } },
        ],
        rest: '',
      });
    };
    await renderApp('/ads?q=Wohnung%20Berlin', (f) => reads(f, 'Wohnung Berlin'), 'de');
    await waitFor(() => expect(location()).toContain('category=apartment_rent'));
    const offer = await screen.findByRole('link', { name: 'Eigentumswohnungen zum Kauf anzeigen' });
    expect(offer.getAttribute('href')).toContain('category=apartment_buy');
    expect(screen.getByText(/Gesucht wird zur Miete/)).toBeInTheDocument();
    cleanup();
    await renderApp('/ads?q=Wohnung%20mieten%20Berlin', (f) => reads(f, 'Wohnung mieten Berlin'), 'de');
    await waitFor(() => expect(location()).toContain('category=apartment_rent'));
    expect(screen.queryByRole('link', { name: 'Eigentumswohnungen zum Kauf anzeigen' })).toBeNull();
  });

  it('words longer than a search can be are said beside the field, in words, and nothing is asked; a long shared address too', async () => {
    const { fakes } = await renderApp('/ads', (f) => (f.ads.ads = [sampleAd()]), 'de');
    await screen.findByRole('heading', { level: 2, name: '1 Angebot' });
    const asked = fakes.ads.searches.length;
    const words = screen.getByLabelText('Suchbegriff');
    await userEvent.click(words);
    await userEvent.paste('Wohnung mit Balkon '.repeat(30));
    await userEvent.click(screen.getByRole('button', { name: 'Stichworte suchen' }));
    expect(await screen.findByText(/Ihre Suche ist zu lang: höchstens 200 Zeichen/)).toBeInTheDocument();
    expect(words).toHaveAttribute('aria-invalid', 'true');
    expect(fakes.ads.searches.length).toBe(asked);
    expect(screen.queryByText(/Bitte prüfen Sie Ihre Eingaben/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    await userEvent.clear(words);
    expect(screen.queryByText(/Ihre Suche ist zu lang/)).toBeNull();
    cleanup();
    const shared = await renderApp(
      `/ads?q=${encodeURIComponent('Balkon '.repeat(40))}`,
      (f) => (f.ads.ads = [sampleAd()]),
      'de',
    );
    expect(await screen.findByText(/Ihre Suche ist zu lang/)).toBeInTheDocument();
    expect(shared.fakes.ads.searches).toEqual([]);
  });

  it('reads prices as German speakers type them and puts the plain number into the URL', async () => {
    const { fakes } = await renderApp('/ads', (f) => (f.ads.ads = [sampleAd({ priceCents: 125000 })]), 'de');
    await screen.findByRole('heading', { level: 2, name: '1 Angebot' });
    await userEvent.type(screen.getByLabelText('Preis ab (€)'), '1.250');
    await userEvent.type(screen.getByLabelText('Preis bis (€)'), '1.250,50');
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(location()).toBe('/ads?minPrice=1250&maxPrice=1250.5'));
    expect(fakes.ads.searches.at(-1)!.filters).toMatchObject({ minPrice: 125000, maxPrice: 125050 });
    // The form shows them back the German way.
    expect(screen.getByLabelText('Preis bis (€)')).toHaveValue('1.250,50');
  });

  it('refuses a price that could mean two things, says what it could mean, and takes the chosen one', async () => {
    await renderApp('/ads', (f) => (f.ads.ads = [sampleAd()]), 'de');
    await screen.findByRole('heading', { level: 2, name: '1 Angebot' });
    const field = screen.getByLabelText('Preis ab (€)');
    await userEvent.type(field, '1.25');
    await userEvent.tab();
    expect(field).toHaveAccessibleDescription(/„1.25“ kann zweierlei bedeuten/);
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(location()).toBe('/ads');
    await userEvent.click(screen.getByRole('button', { name: '1.250 €' }));
    expect(field).toHaveValue('1.250');
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(location()).toBe('/ads?minPrice=1250'));
  });

  it('suggests places as one types, picks one by keyboard, and searches within the chosen radius', async () => {
    const { fakes } = await renderApp('/ads', (f) => (f.ads.ads = [sampleAd()]));
    await screen.findByRole('heading', { level: 2, name: '1 property' });
    expect(screen.getByLabelText('Radius')).toBeDisabled();
    const where = screen.getByRole('combobox', { name: 'City, district or postcode' });
    await userEvent.type(where, 'Prenz');
    expect(await screen.findByRole('option', { name: '10435 Prenzlauer Berg (Berlin)' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(where).toHaveValue('Prenzlauer Berg');
    expect(where).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option', { name: /Prenzlauer Berg/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Radius'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/ads?where=Prenzlauer+Berg&lat=52.539&lon=13.424&radius=5'));
    expect(fakes.ads.searches.at(-1)!.filters).toEqual({ lat: 52.539, lon: 13.424, radius: 5 });
  });

  it('a typed place without a pick filters by its name; features and the filter count live in the URL', async () => {
    const { fakes } = await renderApp('/ads', (f) => (f.ads.ads = [sampleAd({ city: 'Frankfurt am Main' })]));
    await screen.findByRole('heading', { level: 2, name: '1 property' });
    await userEvent.type(screen.getByRole('combobox', { name: 'City, district or postcode' }), 'Frankfurt');
    await userEvent.click(screen.getByText('More filters'));
    await userEvent.click(screen.getByLabelText('Balcony'));
    await userEvent.click(screen.getByLabelText('Lift'));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/ads?where=Frankfurt&features=balcony&features=elevator'));
    expect(fakes.ads.searches.at(-1)!.filters).toEqual({ city: 'Frankfurt', features: ['balcony', 'elevator'] });
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('"Load more" counts pages in the URL; Back from an ad shows every loaded card at once, without asking again', async () => {
    const { fakes, router } = await renderApp(
      '/ads',
      (f) => (f.ads.ads = Array.from({ length: 15 }, () => sampleAd())),
    );
    await screen.findByRole('heading', { level: 2, name: '15 properties' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more properties' }));
    await waitFor(() => expect(location()).toBe('/ads?pages=2'));
    expect(screen.getAllByRole('article')).toHaveLength(15);
    const asked = fakes.ads.searches.length;
    await userEvent.click(screen.getAllByRole('link', { name: /Helle Wohnung/ })[13]!);
    await screen.findByRole('heading', { level: 1, name: /Helle Wohnung/ });
    await act(() => router.navigate(-1));
    expect(screen.getAllByRole('article')).toHaveLength(15);
    expect(fakes.ads.searches.length).toBe(asked);
  });

  it('a reload of a URL with pages=2 loads both pages', async () => {
    await renderApp('/ads?pages=2', (f) => (f.ads.ads = Array.from({ length: 15 }, () => sampleAd())));
    await screen.findByRole('heading', { level: 2, name: '15 properties' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(15));
  });

  it('words read as filters become chips and plain filters in the URL; removing a chip searches again without it', async () => {
    const { fakes } = await renderApp(
      '/ads',
      (f) => {
        f.ads.ads = [
          sampleAd({ title: 'Berlin drei', city: 'Berlin', rooms: 3 }),
          sampleAd({ title: 'Berlin zwei', city: 'Berlin', rooms: 2 }),
          sampleAd({ title: 'Leipzig drei', city: 'Leipzig', rooms: 3 }),
        ];
        f.ads.understanding.set('3 Zimmer Berlin Stuck', {
          parts: [
            { text: '3 Zimmer', filters: { minRooms: 3, maxRooms: 3.5 } },
            { text: 'Berlin', filters: { city: 'Berlin' } },
          ],
          rest: 'Stuck',
        });
      },
      'de',
    );
    await screen.findByRole('heading', { level: 2, name: '3 Angebote' });
    await userEvent.type(screen.getByLabelText('Suchbegriff'), '3 Zimmer Berlin Stuck');
    await userEvent.click(screen.getByRole('button', { name: 'Stichworte suchen' }));
    // The address says the words as filters; only the word left over stays a word.
    await waitFor(() => expect(location()).toBe('/ads?q=Stuck&minRooms=3&maxRooms=3.5&where=Berlin'));
    const chips = screen.getByRole('list', { name: 'Ihre Suche' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.firstChild!.textContent),
    ).toEqual(['„Stuck“', 'Berlin', '3–3,5 Zimmer']);
    expect(screen.getByLabelText('Suchbegriff')).toHaveValue('Stuck');
    const asked = fakes.ads.searches.length;

    await userEvent.click(within(chips).getByRole('button', { name: 'Berlin entfernen' }));
    await waitFor(() => expect(location()).toBe('/ads?q=Stuck&minRooms=3&maxRooms=3.5'));
    expect(fakes.ads.searches.length).toBe(asked + 1);
    expect(fakes.ads.searches.at(-1)!.filters).toEqual({ q: 'Stuck', minRooms: 3, maxRooms: 3.5 });
    expect(within(screen.getByRole('list', { name: 'Ihre Suche' })).queryByText('Berlin')).toBeNull();
  });

  it('says which words no ad has, and offers the alternatives of an empty search as links that find them', async () => {
    await renderApp(
      '/ads?q=Balkon%20Qwxyz&sort=newest',
      (f) => {
        f.ads.ads = [sampleAd({ title: 'Balkon Qwxyz' })];
        const search = f.ads.search.bind(f.ads);
        f.ads.search = async (filters, cursor, limit) => ({
          ...(await search(filters, cursor, limit)),
          unmatchedWords: ['Qwxyz'],
        });
      },
      'de',
    );
    expect(await screen.findByText('„Qwxyz“ kommt in keiner Anzeige vor.')).toBeInTheDocument();
    cleanup();

    await renderApp(
      '/ads?category=apartment_rent&where=M%C3%BCnchen',
      (f) => {
        f.ads.ads = [sampleAd({ category: 'house_rent', city: 'München' })];
        const search = f.ads.search.bind(f.ads);
        f.ads.search = async (filters, cursor, limit) => {
          const page = await search(filters, cursor, limit);
          return page.total > 0
            ? page
            : {
                ...page,
                alternatives: [{ kind: 'category', filters: { category: 'house_rent', city: 'München' }, total: 1 }],
              };
        };
      },
      'de',
    );
    expect(await screen.findByText('Keine Angebote für: Wohnung mieten · München')).toBeInTheDocument();
    // The same search as an alert, right beside the ways out.
    const offer = screen.getByText(/Oder lassen Sie sich benachrichtigen/).closest('div')!;
    expect(within(offer).getByRole('link', { name: 'Suche speichern' }).getAttribute('href')).toBe(
      `/app/searches?save=${encodeURIComponent('category=apartment_rent&where=M%C3%BCnchen')}`,
    );
    await userEvent.click(screen.getByRole('link', { name: '1 Angebot „Haus mieten“' }));
    await waitFor(() => expect(location()).toBe('/ads?category=house_rent&where=M%C3%BCnchen'));
    await screen.findByRole('heading', { level: 2, name: '1 Angebot' });
  });

  it('says what each way out changes, in both languages: the wider price, the rooms, the filters it drops', async () => {
    for (const [lng, names] of [
      ['de', [/^2 Angebote: bis 120\s€$/, /^3 Angebote: ab 2 Zimmer$/, /^5 Angebote: alle Immobilienarten · überall$/]],
      [
        'en',
        [
          /^2 properties: up to €120$/,
          /^3 properties: from 2 rooms$/,
          /^5 properties: every kind of property · anywhere$/,
        ],
      ],
    ] as const) {
      await renderApp(
        '/ads?category=apartment_rent&where=Berlin&maxPrice=100&minRooms=3',
        (f) => {
          f.ads.search = async () => ({
            items: [],
            nextCursor: null,
            total: 0,
            totalCapped: false,
            sort: 'newest',
            correctedQuery: null,
            understood: null,
            unmatchedWords: [],
            alternatives: [
              {
                kind: 'price_wider',
                filters: { category: 'apartment_rent', city: 'Berlin', maxPrice: 12000, minRooms: 3 },
                total: 2,
              },
              {
                kind: 'rooms_wider',
                filters: { category: 'apartment_rent', city: 'Berlin', maxPrice: 10000, minRooms: 2 },
                total: 3,
              },
              { kind: 'fewer', filters: { maxPrice: 10000, minRooms: 3 }, total: 5 },
            ],
          });
        },
        lng,
      );
      for (const name of names) expect(await screen.findByRole('link', { name })).toBeInTheDocument();
      cleanup();
    }
  });
});
