/**
 * Issue 45, applications: after the viewing the seeker applies with one click; the landlord sees the name only, then
 * (once a viewing is confirmed, or the seeker shows it earlier — issue 71) the profile's facts, asks a shortlisted applicant for documents; the seeker shares a payslip, the
 * landlord downloads it watermarked, the seeker sees the view in the log and withdraws, and the download is refused.
 */
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfText } from '../support/pdfText';
import { api, apiToken, buyPackage, publishAd } from './api';
import { createUser, expectCleanPage, launch, mailCount, mailTo, newContext, open, settled, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const PASSWORD = 'bewerbung-password-1';
const stamp = Date.now();

async function payslip(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawText('Gehaltsabrechnung Oktober 2026', {
    x: 50,
    y: 780,
    size: 18,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await pdf.save());
}

describe('from the viewing to the documents', () => {
  it('applies, shows each stage only its facts, shares a payslip that downloads watermarked, logs it, withdraws', async () => {
    const landlordEmail = `Lena.${stamp}@example.de`;
    const seekerEmail = `Anna.${stamp}@example.de`;
    await createUser(landlordEmail, PASSWORD, { first: 'Lena', last: 'Vermieterin' });
    await createUser(seekerEmail, PASSWORD, { first: 'Anna', last: 'Suchend' });
    const owner = await apiToken(landlordEmail, PASSWORD);
    const seekerToken = await apiToken(seekerEmail, PASSWORD);
    await buyPackage(owner, 'basis');
    const adId = await publishAd(owner, { title: 'Helle Wohnung am Kanal', postalCode: '10999', city: 'Berlin' });
    await api(seekerToken, 'POST', `/ads/${adId}/conversations`, { body: 'Guten Tag, ich interessiere mich sehr.' });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(Date.now() + 2 * 86_400_000);
    const plan = await api<{ slots: { id: string }[] }>(owner, 'POST', `/ads/${adId}/viewings`, {
      date: day,
      time: '17:00',
      minutes: 30,
      kind: 'group',
      capacity: 5,
      openToEnquirers: true,
    });
    await api(seekerToken, 'POST', `/viewing-slots/${plan.slots[0]!.id}/booking`);

    // Anna, on her phone: profile, payslip, then one click on "Jetzt bewerben".
    const phone = await (await newContext(browser, 'de', 360)).newPage();
    await signIn(phone, seekerEmail, PASSWORD);
    await open(phone, '/app/applications');
    await settled(phone);
    const profile = phone.getByRole('region', { name: 'Meine Selbstauskunft' });
    await profile.getByLabel('Erwachsene').fill('2');
    await profile.getByLabel('Nettohaushaltseinkommen im Monat').selectOption({ label: '3.500–5.000 €' });
    await profile.getByLabel('Beschäftigung').selectOption({ label: 'Angestellt' });
    await profile.getByLabel('Kurze Vorstellung').fill('Ruhige Ärztin, Nichtraucherin.');
    await profile.getByRole('button', { name: 'Selbstauskunft speichern' }).click();
    await profile.getByText('Ihre Selbstauskunft ist gespeichert.').waitFor();
    const documents = phone.getByRole('region', { name: 'Meine Unterlagen' });
    await documents
      .getByLabel('Datei')
      .setInputFiles({ name: 'Gehalt Oktober.pdf', mimeType: 'application/pdf', buffer: await payslip() });
    await documents.getByRole('button', { name: 'Hochladen' }).click();
    await documents.getByText('Gehalt Oktober.pdf', { exact: false }).waitFor();
    await open(phone, '/app/viewings');
    await settled(phone);
    await phone.getByRole('button', { name: 'Jetzt bewerben' }).click();
    await phone.getByText('Beworben.').waitFor();

    // Lena's board: the name only, until she moves Anna on after the viewing.
    const desk = await (await newContext(browser, 'de', 1280)).newPage();
    await signIn(desk, landlordEmail, PASSWORD);
    await open(desk, `/app/ads/${adId}/applications`);
    await settled(desk);
    const card = desk.locator('.applicant', { hasText: 'Anna Suchend' });
    await card.getByText('Selbstauskunft noch nicht sichtbar', { exact: false }).waitFor();
    const moveTo = async (stage: string) => {
      await card.getByLabel('Verschieben nach (für Anna Suchend)').selectOption({ label: stage });
      await card.getByRole('button', { name: 'Verschieben' }).click();
      await desk
        .getByRole('region', { name: new RegExp(`^${stage} \\(1\\)$`) })
        .getByRole('heading', { name: 'Anna Suchend' })
        .waitFor();
    };
    // Moving the card by hand opens nothing: no viewing was confirmed. Anna chooses to show it before one.
    await moveTo('Besichtigt');
    await card.getByText('Selbstauskunft noch nicht sichtbar', { exact: false }).waitFor();
    await open(phone, '/app/applications');
    await settled(phone);
    const applied = phone.getByRole('region', { name: 'Helle Wohnung am Kanal' });
    // Berlin has a Mietpreisbremse: the statement came with the application, as a PDF to keep (issue 71).
    await applied.getByText('Die Auskunft zur Mietpreisbremse haben Sie am', { exact: false }).waitFor();
    const [statement] = await Promise.all([
      phone.waitForEvent('download'),
      applied.getByRole('button', { name: 'Als PDF speichern' }).click(),
    ]);
    const told = (await pdfText(await readFile((await statement.path())!))).text;
    expect(told).toContain('Der Vermieter beruft sich auf keine Ausnahme (§ 556d Abs. 1 BGB).');
    expect(told).toContain('an Anna Suchend zugestellt');
    await card.getByText('Auskunft zur Mietpreisbremse zugestellt am', { exact: false }).waitFor();
    await applied.getByRole('checkbox', { name: 'Schon vor einer Besichtigung zeigen' }).check();
    await applied.getByRole('button', { name: 'Freigaben speichern' }).click();
    await applied.getByText('Haushalt, Einkommensspanne', { exact: false }).waitFor();
    await desk.reload();
    await settled(desk);
    await card.getByText('3.500–5.000 €').waitFor();
    expect(await card.textContent()).toContain('Ruhige Ärztin, Nichtraucherin.');
    await moveTo('Engere Wahl');
    const before = await mailCount();
    await card.getByRole('button', { name: 'Unterlagen anfordern' }).click();
    await card.getByRole('button', { name: 'Unterlagen angefordert' }).waitFor();
    await expectCleanPage(desk, 'applications-board-de-1280');
    await mailTo(seekerEmail, /Unterlagen für Ihre Bewerbung/, before);

    // Anna shares the payslip.
    await open(phone, '/app/applications');
    await settled(phone);
    const application = phone.getByRole('region', { name: 'Helle Wohnung am Kanal' });
    await application.getByRole('checkbox', { name: /Gehalt Oktober\.pdf/ }).check();
    await application.getByRole('button', { name: 'Freigaben speichern' }).click();
    await application.getByText('diese Unterlagen: Gehalt Oktober.pdf').waitFor();

    // Lena downloads it: watermarked with the ad's number and today.
    await desk.reload();
    await settled(desk);
    const [download] = await Promise.all([
      desk.waitForEvent('download'),
      card.getByRole('button', { name: 'Gehalt Oktober.pdf öffnen' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Gehalt Oktober.pdf');
    const { text } = await pdfText(await readFile((await download.path())!));
    expect(text).toContain(`Nur zur Bewerbung für Inserat-Anzeige ${adId.slice(0, 8).toUpperCase()} – `);

    // Anna sees the view and withdraws; Lena's download is refused from then on.
    await phone.reload();
    await settled(phone);
    await application.getByText('Lena hat „Gehalt Oktober.pdf“', { exact: false }).waitFor();
    await expectCleanPage(phone, 'applications-seeker-de-360');
    await application.getByRole('checkbox', { name: /Gehalt Oktober\.pdf/ }).uncheck();
    await application.getByRole('button', { name: 'Freigaben speichern' }).click();
    await application.getByText('keine Unterlagen', { exact: true }).waitFor();
    const documentId = (await api<{ id: string }[]>(seekerToken, 'GET', '/user/documents'))[0]!.id;
    const [mine] = await api<{ id: string }[]>(seekerToken, 'GET', '/applications');
    const refused = await fetch(`${inject('baseUrl')}/api/applications/${mine!.id}/documents/${documentId}`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(refused.status).toBe(403);
    await phone.context().close();
    await desk.context().close();

    // The same pages in English.
    const en = await (await newContext(browser, 'en', 390)).newPage();
    await signIn(en, seekerEmail, PASSWORD, 'en');
    await open(en, '/app/applications');
    await en.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();
    await expectCleanPage(en, 'applications-seeker-en-390');
    await en.context().close();
  });
});
