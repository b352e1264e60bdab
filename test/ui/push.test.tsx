import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import { AppConfig } from '../../src/application/shared/ports';
import { renderApp, signedIn, type Fakes } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';

const person = new AuthApiInMemory().addAccount('push@example.de', 'user-password');

async function pushSection(
  lang: 'de' | 'en' = 'de',
  arrange: (f: Fakes, container: Container) => void = () => undefined,
) {
  const rendered = await renderApp(
    '/app/profile',
    (f, container) => {
      signedIn(f, person);
      arrange(f, container);
    },
    lang,
  );
  const section = await screen.findByRole('region', {
    name: lang === 'de' ? 'Push-Benachrichtigungen' : 'Push notifications',
  });
  return { ...rendered, section };
}

/** The profile's push section (issue 46): what each state of this browser shows and allows. */
describe('push notifications in the profile', () => {
  it('turned on here after the browser asked, listed as this device, turned off again; each button when it may be pressed', async () => {
    const { fakes, section } = await pushSection();
    const turnOn = await within(section).findByRole('button', { name: 'Auf diesem Gerät einschalten' });
    await waitFor(() => expect(turnOn).toBeEnabled());
    expect(within(section).getByText('Auf diesem Gerät ausgeschaltet.')).toBeInTheDocument();
    expect(within(section).getByText('Noch kein Gerät empfängt Push-Benachrichtigungen.')).toBeInTheDocument();
    await userEvent.click(turnOn);
    expect(await within(section).findByText('Auf diesem Gerät eingeschaltet.')).toBeInTheDocument();
    expect(fakes.browserPush.asked).toBe(1);
    const devices = within(section).getByRole('list');
    expect(within(devices).getByText('Chrome auf Android')).toBeInTheDocument();
    expect(within(devices).getByText('dieses Gerät')).toBeInTheDocument();
    expect(fakes.push.devicesList).toHaveLength(1);
    await userEvent.click(within(section).getByRole('button', { name: 'Auf diesem Gerät ausschalten' }));
    await waitFor(() => expect(fakes.push.devicesList).toEqual([]));
    expect(fakes.browserPush.subscription).toBeNull();
    expect(await within(section).findByRole('button', { name: 'Auf diesem Gerät einschalten' })).toBeEnabled();
  });

  it('the person says no: nothing on, said so; blocked in the browser: the button stays disabled with why', async () => {
    const { fakes, section } = await pushSection('de', (f) => (f.browserPush.answer = 'denied'));
    await userEvent.click(await within(section).findByRole('button', { name: 'Auf diesem Gerät einschalten' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Der Browser hat die Erlaubnis nicht erteilt.');
    expect(fakes.push.devicesList).toEqual([]);
    expect(within(section).getByText(/Sie haben Benachrichtigungen für diese Seite blockiert/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Auf diesem Gerät einschalten' })).toBeDisabled();
  });

  it("the browser's push service does not answer: said so, nothing on, the button ready for another try", async () => {
    const { fakes, section } = await pushSection('de', (f) => {
      f.browserPush.subscribe = async () => {
        throw new DOMException('Registration failed - push service error', 'AbortError');
      };
    });
    await userEvent.click(await within(section).findByRole('button', { name: 'Auf diesem Gerät einschalten' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Der Push-Dienst Ihres Browsers hat nicht geantwortet.',
    );
    expect(fakes.push.devicesList).toEqual([]);
    expect(within(section).getByRole('button', { name: 'Auf diesem Gerät einschalten' })).toBeEnabled();
  });

  it('a browser without push says so; on an iPhone it says to add the app first; settings and devices stay', async () => {
    const plain = await pushSection('en', (f) => (f.browserPush.supported = false));
    expect(
      await within(plain.section).findByText('This browser cannot receive push notifications.'),
    ).toBeInTheDocument();
    expect(within(plain.section).queryByRole('button', { name: 'Turn on for this device' })).toBeNull();
    expect(await within(plain.section).findByRole('checkbox', { name: /New messages/ })).toBeChecked();
    plain.unmount();
    const iphone = await pushSection('de', (f) => {
      f.browserPush.supported = false;
      f.installation.state = 'ios';
    });
    expect(
      await within(iphone.section).findByText(/Fügen Sie Inserat zuerst zum Home-Bildschirm hinzu/),
    ).toBeInTheDocument();
  });

  it('without push on the server: said so, no button, no settings', async () => {
    const { section } = await pushSection('de', (_f, container) => {
      const config = container.get(AppConfig);
      container.rebind(AppConfig).toConstantValue({ ...config, pushPublicKey: null });
    });
    expect(
      await within(section).findByText('Push-Benachrichtigungen sind auf diesem Server nicht eingerichtet.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).queryByRole('checkbox')).toBeNull();
  });

  it('kinds, preview and quiet hours saved only once changed; quiet hours need both ends, said on the field', async () => {
    const { fakes, section } = await pushSection();
    const save = await within(section).findByRole('button', { name: 'Einstellungen speichern' });
    expect(save).toBeDisabled();
    await userEvent.click(within(section).getByRole('checkbox', { name: /Anfang der Nachricht zeigen/ }));
    expect(save).toBeEnabled();
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Nachts nichts melden' }));
    const from = within(section).getByLabelText('Von');
    expect(from).toHaveValue('22:00');
    expect(within(section).getByLabelText('Bis')).toHaveValue('07:00');
    await userEvent.clear(within(section).getByLabelText('Bis'));
    await userEvent.click(save);
    await waitFor(() => expect(within(section).getByLabelText('Bis')).toHaveAttribute('aria-invalid', 'true'));
    expect(fakes.push.current.preview).toBe(true);
    await userEvent.type(within(section).getByLabelText('Bis'), '06:30');
    await userEvent.click(save);
    await waitFor(() =>
      expect(fakes.push.current).toMatchObject({ preview: false, quietFrom: '22:00', quietUntil: '06:30' }),
    );
    await waitFor(() => expect(save).toBeDisabled());
  });

  it("another device is removed by its button, named by what it is; this browser's state stays", async () => {
    const { fakes, section } = await pushSection('de', (f) =>
      f.push.devicesList.push({
        id: 'laptop',
        browser: 'Firefox',
        os: 'Windows',
        createdAt: '2026-11-02T10:00:00.000Z',
        lastUsedAt: '2026-11-30T08:00:00.000Z',
        endpoint: 'https://push.example.de/laptop',
      }),
    );
    const laptop = await within(section).findByText('Firefox auf Windows');
    expect(laptop.closest('li')).toHaveTextContent('hinzugefügt am 02.11.2026 · zuletzt erreicht am 30.11.2026');
    await userEvent.click(within(section).getByRole('button', { name: 'Firefox auf Windows entfernen' }));
    await waitFor(() => expect(fakes.push.devicesList).toEqual([]));
    expect(await within(section).findByText('Noch kein Gerät empfängt Push-Benachrichtigungen.')).toBeInTheDocument();
  });
});
