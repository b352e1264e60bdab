import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { sampleAd } from '../fakes/AdsApiInMemory';
import { SAMPLE_PACKAGES } from '../fakes/PackagesApiInMemory';

const owner = new AuthApiInMemory().addAccount('erika@example.de', 'user-password');
const MB = 1024 * 1024;

function photos(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    id: `img-${i}`,
    url: `/api/uploads/ads/x/${i}`,
    width: 1280,
    height: 853,
    position: i,
    widths: [320, 640, 828, 1280],
  }));
}

describe('uploading photos', () => {
  it('names the limit of the packages the owner can publish with, not a larger one they do not hold (issue 67)', async () => {
    const draft = sampleAd({ ownerId: owner.id, status: 'draft', images: photos(2), packageId: null });
    await renderApp(
      `/app/ads/${draft.id}/edit`,
      (f) => {
        signedIn(f, owner);
        f.packages.packages = [
          { ...SAMPLE_PACKAGES[0]!, id: 'basis', maxImages: 10 },
          { ...SAMPLE_PACKAGES[0]!, id: 'plus', maxImages: 20 },
          { ...SAMPLE_PACKAGES[0]!, id: 'premium', maxImages: 30 },
        ];
        f.ads.ownerId = owner.id;
        f.ads.ads = [draft];
        f.ads.creditBalances = [{ packageId: 'plus', credits: 1 }];
        f.adForm.progress = { adId: draft.id, step: 'images' };
      },
      'de',
    );
    await screen.findByRole('heading', { level: 2, name: 'Bilder' });
    expect(await screen.findByText(/2 von höchstens 20 Bildern\./)).toBeInTheDocument();
  });

  it('says per file what is wrong and what is allowed, and holds the photo limit while uploading (de)', async () => {
    expect(SAMPLE_PACKAGES.map((p) => p.maxImages)).toEqual([10]);
    const draft = sampleAd({ ownerId: owner.id, status: 'draft', images: photos(8) });
    const { fakes } = await renderApp(
      `/app/ads/${draft.id}/edit`,
      (f) => {
        signedIn(f, owner);
        f.ads.ownerId = owner.id;
        f.ads.ads = [draft];
        f.adForm.progress = { adId: draft.id, step: 'images' };
      },
      'de',
    );
    await screen.findByRole('heading', { level: 2, name: 'Bilder' });
    expect(await screen.findByText(/8 von höchstens 10 Bildern\./)).toBeInTheDocument();

    const files = [
      new File([new Uint8Array(33 * MB)], 'Wohnzimmer.jpg', { type: 'image/jpeg' }),
      new File(['%PDF-1.7'], 'Grundriss.pdf', { type: 'application/pdf' }),
      new File(['jpeg'], 'kueche.jpg', { type: 'image/jpeg' }),
      new File(['jpeg'], 'flur.jpg', { type: 'image/jpeg' }),
      new File(['jpeg'], 'balkon.jpg', { type: 'image/jpeg' }),
    ];
    // The file picker's filter is a suggestion: "all files" and drag and drop get past it.
    fireEvent.change(screen.getByLabelText('Bilder auswählen'), { target: { files } });
    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    const row = async (name: string) => (await within(uploads).findByText(name)).closest('li')!;
    expect(await row('Wohnzimmer.jpg')).toHaveTextContent('Die Datei ist 33 MB groß, höchstens 10 MB sind erlaubt.');
    expect(await row('Grundriss.pdf')).toHaveTextContent(
      'PDF ist kein Bildformat, das wir annehmen: JPEG, PNG, WebP, AVIF oder HEIC.',
    );
    expect(await row('balkon.jpg')).toHaveTextContent(
      'Höchstens 10 Bilder pro Anzeige – diese Datei wurde nicht hochgeladen.',
    );
    expect(fakes.ads.ads[0]!.images).toHaveLength(10);
    expect(screen.getByText(/10 von höchstens 10 Bildern\./)).toBeInTheDocument();
  });

  it('a photo dragged onto the first one becomes the cover; the arrows do the same by keyboard (de)', async () => {
    const draft = sampleAd({ ownerId: owner.id, status: 'draft', images: photos(3) });
    const { fakes } = await renderApp(
      `/app/ads/${draft.id}/edit`,
      (f) => {
        signedIn(f, owner);
        f.ads.ownerId = owner.id;
        f.ads.ads = [draft];
        f.adForm.progress = { adId: draft.id, step: 'images' };
      },
      'de',
    );
    const item = async (n: number) => (await screen.findByRole('img', { name: `Bild ${n}` })).closest('li')!;
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
      effectAllowed: '',
      dropEffect: '',
    };
    fireEvent.dragStart(await item(3), { dataTransfer });
    fireEvent.dragOver(await item(1), { dataTransfer });
    fireEvent.drop(await item(1), { dataTransfer });
    await vi.waitFor(() => expect(fakes.ads.ads[0]!.images.map((i) => i.id)).toEqual(['img-2', 'img-0', 'img-1']));
    // The page shows the new order once the server has answered.
    await vi.waitFor(async () => expect(within(await item(1)).getByText('Titelbild')).toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Bild 1 nach hinten' }));
    await vi.waitFor(() => expect(fakes.ads.ads[0]!.images.map((i) => i.id)).toEqual(['img-0', 'img-2', 'img-1']));
  });
});
