import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import type { ViewingsWorldInMemory } from '../fakes/ViewingsApiInMemory';
import { DownloadsInMemory } from '../fakes/DownloadsInMemory';
import { sampleAd } from '../fakes/AdsApiInMemory';
import { Downloads } from '../../src/application/shared/ports';

const person = new AuthApiInMemory().addAccount('lena@example.de', 'user-password');
const DAY = 86_400_000;
const berlinDay = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(at));

/** A slot straight into the fake: `hoursAhead` from now (negative: begun), with places and who may book. */
function slot(
  w: ViewingsWorldInMemory,
  hoursAhead: number,
  extra: Partial<ViewingsWorldInMemory['slots'][number]> = {},
) {
  const start = Date.now() + hoursAhead * 3_600_000;
  const entry = {
    id: w.nextId('slot'),
    kind: 'group' as const,
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 30 * 60_000).toISOString(),
    capacity: 3,
    openToEnquirers: false,
    cancelled: false,
    addressNote: 'Hinterhaus, bei Krause klingeln',
    ...extra,
  };
  w.slots.push(entry);
  return entry;
}

describe("the landlord's viewings of an ad", () => {
  it('refuses a slot without a day on its field, offers one once complete, and says what it did', async () => {
    const { fakes } = await renderApp('/app/ads/ad-1/viewings', (f) => signedIn(f, person), 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Besichtigungen' })).toBeInTheDocument();
    expect(screen.getByText('Altbau mit Dielen')).toBeInTheDocument();
    expect(screen.getByText('Noch keine Termine angeboten.')).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Termin anbieten' });
    await userEvent.click(within(form).getByRole('button', { name: 'Termin anbieten' }));
    const day = within(form).getByLabelText('Tag');
    await waitFor(() => expect(day).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByText(/frühestens in 30 Minuten und höchstens 120 Tage im Voraus/)).toBeInTheDocument();
    expect(fakes.viewings.slots).toEqual([]);

    // A single appointment has no places to choose; a group has.
    expect(within(form).getByLabelText('Plätze')).toHaveValue(5);
    await userEvent.click(within(form).getByRole('radio', { name: 'Einzeltermin' }));
    expect(within(form).queryByLabelText('Plätze')).toBeNull();
    await userEvent.click(within(form).getByRole('radio', { name: 'Gruppenbesichtigung' }));

    await userEvent.type(day, berlinDay(Date.now() + 3 * DAY));
    await userEvent.type(within(form).getByLabelText('Uhrzeit'), '18:00');
    await userEvent.selectOptions(within(form).getByLabelText('Dauer'), '45 Minuten');
    await userEvent.type(within(form).getByLabelText('Hinweis für Gebuchte (optional)'), 'Klingel Krause');
    await userEvent.click(within(form).getByRole('button', { name: 'Termin anbieten' }));
    expect(await screen.findByText('Der Termin ist angeboten.')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Termine' });
    expect(
      within(list).getByText(/Gruppenbesichtigung · 0 von 5 Plätzen gebucht · nur für Eingeladene/),
    ).toBeInTheDocument();
    expect(within(list).getByText(/18:00–18:45/)).toBeInTheDocument();
    expect(within(list).getByText('Hinweis: Klingel Krause')).toBeInTheDocument();
    // The next slot usually follows this one: the form has moved on to its end.
    expect(within(form).getByLabelText('Uhrzeit')).toHaveValue('18:45');
    expect(within(form).getByText('Der Termin ist angeboten.')).toBeInTheDocument();
  });

  it('invites only with someone chosen, and calls a slot off after asking', async () => {
    const { fakes } = await renderApp(
      '/app/ads/ad-1/viewings',
      (f) => {
        signedIn(f, person);
        slot(f.viewings, 48);
      },
      'de',
    );
    const enquirers = await screen.findByRole('region', { name: 'Interessenten einladen' });
    const invite = within(enquirers).getByRole('button', { name: '0 Personen einladen' });
    expect(invite).toBeDisabled();
    expect(within(enquirers).getByText('nicht eingeladen')).toBeInTheDocument();
    await userEvent.click(within(enquirers).getByRole('checkbox', { name: 'Anna' }));
    await userEvent.click(within(enquirers).getByRole('button', { name: '1 Person einladen' }));
    expect(await screen.findByText('1 Person ist eingeladen und bekommt eine E-Mail.')).toBeInTheDocument();
    expect(within(enquirers).getByText('eingeladen')).toBeInTheDocument();
    expect(fakes.viewings.invited.has('seeker-1')).toBe(true);
    expect(within(enquirers).getByRole('button', { name: '0 Personen einladen' })).toBeDisabled();

    const list = screen.getByRole('region', { name: 'Termine' });
    await userEvent.click(within(list).getByRole('button', { name: /^Termin absagen: / }));
    const dialog = await screen.findByRole('dialog', { name: 'Termin absagen?' });
    expect(within(dialog).getByText(/0 gebuchte Personen bekommen eine Absage/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Termin absagen' }));
    expect(await within(list).findByText('abgesagt')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /absagen/ })).toBeNull();
    expect(fakes.viewings.slots[0]!.cancelled).toBe(true);
  });

  it('marks who came only once a viewing has begun', async () => {
    await renderApp(
      '/app/ads/ad-1/viewings',
      (f) => {
        signedIn(f, person);
        const past = slot(f.viewings, -1);
        const future = slot(f.viewings, 30);
        f.viewings.bookings.push(
          { id: 'b-1', slotId: past.id, seeker: 'seeker-1', name: 'Anna', cancelled: false, attendance: null },
          { id: 'b-2', slotId: future.id, seeker: 'seeker-2', name: 'Ben', cancelled: false, attendance: null },
        );
      },
      'de',
    );
    const anna = await screen.findByRole('group', { name: 'Anwesenheit von Anna' });
    const came = within(anna).getByRole('button', { name: 'Gekommen' });
    expect(came).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(came);
    await waitFor(() => expect(came).toHaveAttribute('aria-pressed', 'true'));
    expect(within(anna).getByRole('button', { name: 'Nicht erschienen' })).toHaveAttribute('aria-pressed', 'false');
    // Ben's viewing is still ahead: nothing to mark, and his slot can still be called off (the begun one cannot).
    expect(screen.queryByRole('group', { name: 'Anwesenheit von Ben' })).toBeNull();
    expect(screen.getByText('Anwesenheit ab Beginn eintragbar')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Termin absagen: / })).toHaveLength(1);
  });
});

describe("a seeker's viewings", () => {
  it('books, sees the note, cannot book a full slot, moves, cancels, and hears when a slot filled meanwhile', async () => {
    let world!: ViewingsWorldInMemory;
    let open!: ReturnType<typeof slot>;
    await renderApp(
      '/app/viewings',
      (f) => {
        signedIn(f, person);
        world = f.viewings;
        world.viewer = 'seeker-1';
        world.invited.add('seeker-1');
        slot(world, 24);
        const full = slot(world, 30, { capacity: 1 });
        world.bookings.push({ id: 'b-x', slotId: full.id, seeker: 'x', name: 'X', cancelled: false, attendance: null });
        open = slot(world, 50);
      },
      'de',
    );
    const ad = await screen.findByRole('region', { name: 'Altbau mit Dielen' });
    expect(within(ad).getByText('Wählen Sie einen Termin:')).toBeInTheDocument();
    expect(within(ad).queryByText(/Hinterhaus/)).toBeNull();
    const buttons = within(ad).getAllByRole('button', { name: /^Buchen: / });
    expect(buttons.map((b) => (b as HTMLButtonElement).disabled)).toEqual([false, true, false]);
    expect(within(ad).getByText('ausgebucht')).toBeInTheDocument();
    await userEvent.click(buttons[0]!);
    expect(await within(ad).findByText('Ihr Termin:')).toBeInTheDocument();
    expect(within(ad).getByText('Hinweis: Hinterhaus, bei Krause klingeln')).toBeInTheDocument();

    // Someone takes the last places of the open slot while the page is open: moving there says so, and nothing moves.
    world.bookings.push(
      ...['y1', 'y2', 'y3'].map((id) => ({
        id,
        slotId: open.id,
        seeker: id,
        name: id,
        cancelled: false,
        attendance: null,
      })),
    );
    const move = within(ad).getAllByRole('button', { name: /^Hierhin verlegen: / });
    await userEvent.click(move.at(-1)!);
    expect(
      await within(ad).findByText('Dieser Termin ist inzwischen ausgebucht. Bitte wählen Sie einen anderen.'),
    ).toBeInTheDocument();
    expect(within(ad).getAllByText('ausgebucht')).toHaveLength(2);
    expect(world.bookings.find((b) => b.seeker === 'seeker-1')!.slotId).toBe(world.slots[0]!.id);

    await userEvent.click(within(ad).getByRole('button', { name: 'Termin absagen' }));
    expect(await within(ad).findByText('Wählen Sie einen Termin:')).toBeInTheDocument();
  });

  it('creates, shows and ends the private calendar address', async () => {
    await renderApp('/app/viewings', (f) => signedIn(f, person), 'en');
    const feed = await screen.findByRole('region', { name: 'Calendar subscription' });
    expect(screen.getByText(/No viewing times yet/)).toBeInTheDocument();
    await userEvent.click(within(feed).getByRole('button', { name: 'Create calendar address' }));
    expect(await within(feed).findByLabelText('Secret calendar address')).toHaveValue(
      'https://inserat.test/api/calendar/landlord.1.ics',
    );
    await userEvent.click(within(feed).getByRole('button', { name: 'Create a new address' }));
    await waitFor(() =>
      expect(within(feed).getByLabelText('Secret calendar address')).toHaveValue(
        'https://inserat.test/api/calendar/landlord.2.ics',
      ),
    );
    await userEvent.click(within(feed).getByRole('button', { name: 'End subscription' }));
    expect(await within(feed).findByRole('button', { name: 'Create calendar address' })).toBeInTheDocument();
  });
});

describe('viewing times where the seeker reads the ad (issue 71)', () => {
  it('the ad page offers the times its landlord offers me, books there, and keeps the booking as a calendar file', async () => {
    const downloads = new DownloadsInMemory();
    const ad = sampleAd({ title: 'Altbau mit Dielen', status: 'active', ownerId: 'someone-else' });
    await renderApp(
      `/ads/${ad.id}`,
      (f, container) => {
        signedIn(f, person);
        container.rebind(Downloads).toConstantValue(downloads);
        f.ads.ads = [ad];
        f.viewings.adId = ad.id;
        f.viewings.viewer = 'seeker-1';
        slot(f.viewings, 30, { openToEnquirers: true });
      },
      'de',
    );
    const offer = await screen.findByRole('region', { name: 'Besichtigung buchen' });
    await userEvent.click(within(offer).getByRole('button', { name: /^Buchen: / }));
    expect(await within(offer).findByText('Ihr Termin:')).toBeInTheDocument();
    expect(within(offer).getByText('Hinweis: Hinterhaus, bei Krause klingeln')).toBeInTheDocument();
    await userEvent.click(within(offer).getByRole('button', { name: 'Als Kalenderdatei (.ics)' }));
    await waitFor(() =>
      expect(downloads.saved.map((file) => file.filename)).toEqual([expect.stringMatching(/\.ics$/)]),
    );
    expect(await downloads.saved[0]!.content.text()).toContain('BEGIN:VEVENT');
    expect(within(offer).getByRole('link', { name: 'Alle meine Besichtigungen' })).toHaveAttribute(
      'href',
      '/app/viewings',
    );
  });

  it('says nothing where no time is offered to me, and nothing to the landlord on their own ad', async () => {
    const ad = sampleAd({ title: 'Altbau mit Dielen', status: 'active', ownerId: 'someone-else' });
    await renderApp(
      `/ads/${ad.id}`,
      (f) => {
        signedIn(f, person);
        f.ads.ads = [ad];
        f.viewings.adId = ad.id;
        f.viewings.viewer = 'seeker-1';
        slot(f.viewings, 30, { openToEnquirers: false });
      },
      'en',
    );
    await screen.findByRole('heading', { level: 1, name: 'Altbau mit Dielen' });
    await screen.findByRole('region', { name: /Contact/ });
    expect(screen.queryByRole('region', { name: 'Book a viewing' })).toBeNull();
    cleanup();

    // The landlord on their own ad: the times are theirs to manage on the viewing plan, not offered to them here.
    const own = sampleAd({ title: 'Meine Wohnung', status: 'active', ownerId: person.id });
    await renderApp(
      `/ads/${own.id}`,
      (f) => {
        signedIn(f, person);
        f.ads.ads = [own];
        f.viewings.adId = own.id;
        slot(f.viewings, 30, { openToEnquirers: true });
      },
      'en',
    );
    await screen.findByRole('heading', { level: 1, name: 'Meine Wohnung' });
    await screen.findByText('This is your own ad.');
    expect(screen.queryByRole('region', { name: 'Book a viewing' })).toBeNull();
  });
});
