import type { ServerConfig } from '../config';
import { DEV_ADMIN_PASSWORD } from '../config';
import type { ImageStorage } from '../ads/ports';
import type { Logger, UnitOfWork } from '../platform/ports';
import type { PasswordHasher } from '../accounts/ports';
import type { AdLocator } from '../search/AdLocator';
import { demoAds } from './demoAds';
import { textFingerprints } from '../moderation/domain/fingerprints';
import { CURATED_DEMO_ADS } from './demoAdsCurated';
import { demoPlaces } from './demoPlaces';
import { demoImage } from './demoImages';
import { PACKAGES } from './packages';
import type { TraderDetails } from '../../src/domain/trader';

export const DEMO_USERS = [
  { name: 'Erika', lastname: 'Mustermann', email: 'erika@inserat.local', phone: '+49 30 1234567' },
  { name: 'Max', lastname: 'Mustermann', email: 'max@inserat.local', phone: '+49 40 7654321' },
  { name: 'Sonja', lastname: 'Sonnenschein', email: 'sonja@inserat.local', phone: '+49 89 2345678' },
] as const;
/**
 * The demo's second moderator: a complaint against a moderator's decision is answered by another one (DSA Art. 20), so
 * with the admin alone no complaint could ever be answered. Outside the demo, an admin makes another account an admin
 * (Admin → Nutzer → Rolle, or PATCH /api/userList/:id with role ADMIN).
 */
export const DEMO_MODERATOR = { name: 'Mona', lastname: 'Moderatorin', email: 'moderation@inserat.local' } as const;

/** The demo's trader: the commercial demo ads are theirs, and each shows their Anbieter-Impressum. */
export const DEMO_TRADER = {
  name: 'Jonas',
  lastname: 'Weber',
  email: 'makler@inserat.local',
  phone: '+49 30 9876543',
  trader: {
    companyName: 'Weber Immobilien GmbH',
    legalForm: 'GmbH',
    street: 'Friedrichstraße 120',
    postalCode: '10117',
    city: 'Berlin',
    country: 'DE',
    representative: 'Jonas Weber (Geschäftsführer)',
    phone: '+49 30 9876543',
    email: 'kontakt@weber-immobilien.example',
    registerCourt: 'Amtsgericht Charlottenburg',
    registerNumber: 'HRB 123456 B',
    vatId: 'DE123456788',
  },
} as const satisfies { trader: TraderDetails } & Record<string, unknown>;
export const DEMO_PASSWORD = 'inserat-demo-2026';
export const DEMO_AD_COUNT = 60;

interface SeedDeps {
  config: ServerConfig;
  locator: AdLocator;
  uow: UnitOfWork;
  hasher: PasswordHasher;
  images: ImageStorage;
  log: Logger;
}

/** Packages always (upserted), the admin when missing, and demo data once on an empty database. */
export async function seed({ config, uow, hasher, images, log, locator }: SeedDeps): Promise<void> {
  for (const pkg of PACKAGES) await uow.repos.packages.upsert(pkg);

  if (!(await uow.repos.users.findByEmail(config.adminEmail))) {
    await uow.repos.users.create({
      name: 'Admin',
      lastname: 'Inserat',
      email: config.adminEmail,
      phoneNumber: null,
      img: null,
      role: 'ADMIN',
      passwordHash: await hasher.hash(config.adminPassword),
      activated: true,
      language: 'de',
    });
    const devDefault = config.adminPassword === DEV_ADMIN_PASSWORD;
    log.info(
      { adminEmail: config.adminEmail },
      devDefault
        ? `created the admin ${config.adminEmail} with the development password "${DEV_ADMIN_PASSWORD}" (set ADMIN_EMAIL / ADMIN_PASSWORD to choose your own)`
        : `created the admin ${config.adminEmail}`,
    );
  }

  if (!config.seedDemoData) return;
  // Places for location search: the demo cities and their districts, unless real places were imported.
  if ((await uow.repos.places.count()) === 0) await uow.repos.places.upsertMany(demoPlaces());
  if ((await uow.repos.users.count()) > 1) return;
  const started = Date.now();
  const passwordHash = await hasher.hash(DEMO_PASSWORD);
  const staged: string[] = [];
  const adsToSeed = [...demoAds(DEMO_AD_COUNT), ...CURATED_DEMO_ADS];
  // Located before the transaction: PGlite has one connection, and the transaction holds it.
  const locations = await Promise.all(adsToSeed.map((d) => locator.locate(d.input)));
  // One transaction: a start that is killed half-way leaves no half-seeded shop, and the next start seeds again.
  // Image files are staged meanwhile and published only after the commit (the orphan sweep removes them otherwise).
  try {
    await uow.transaction(async (repos) => {
      const owners = [];
      for (const demo of DEMO_USERS) {
        const user = await repos.users.create({
          name: demo.name,
          lastname: demo.lastname,
          email: demo.email,
          phoneNumber: demo.phone,
          img: null,
          role: 'USER',
          passwordHash,
          activated: true,
          language: 'de',
        });
        owners.push(user);
        await repos.ledger.append({ userId: user.id, packageId: 'basis', amount: 3, reason: 'grant' });
      }
      await repos.users.create({
        ...DEMO_MODERATOR,
        phoneNumber: null,
        img: null,
        role: 'ADMIN',
        passwordHash,
        activated: true,
        language: 'de',
      });
      const { trader, phone, ...person } = DEMO_TRADER;
      const traderAccount = await repos.users.create({
        ...person,
        phoneNumber: phone,
        img: null,
        role: 'USER',
        passwordHash,
        activated: true,
        language: 'de',
        accountKind: 'commercial',
        trader,
        traderCertifiedAt: new Date(),
      });
      await repos.ledger.append({ userId: traderAccount.id, packageId: 'basis', amount: 3, reason: 'grant' });
      const now = Date.now();
      for (const [index, demoAd] of adsToSeed.entries()) {
        const owner = demoAd.commercial ? traderAccount : owners[index % owners.length]!;
        const pkg = demoAd.featured ? PACKAGES[2]! : PACKAGES[0]!;
        const publishedAt = new Date(now - demoAd.daysAgo * 86_400_000 - index * 60_000);
        // Written when they went online, not today: a demo user's own first ad is not held by the daily limit of new ads.
        const ad = await repos.ads.create(
          owner.id,
          { ...demoAd.input, sellerType: owner.accountKind },
          locations[index]!,
          new Date(publishedAt.getTime() - 3_600_000),
        );
        await repos.fingerprints.replaceText(ad, textFingerprints(ad.description));
        for (let n = 0; n < demoAd.imageCount; n++) {
          const stored = await images.store(ad.id, await demoImage(index * 3 + n, demoAd.imageKind));
          staged.push(stored.key);
          const image = await repos.ads.addImage(
            ad.id,
            { storageKey: stored.key, width: stored.width, height: stored.height, widths: stored.widths },
            Number.MAX_SAFE_INTEGER,
          );
          if (image && stored.fingerprint !== null) await repos.fingerprints.addPhoto(ad, image.id, stored.fingerprint);
        }
        const expiresAt = new Date(publishedAt.getTime() + pkg.durationDays * 86_400_000);
        await repos.ads.update(ad.id, {
          status: 'active',
          packageId: pkg.id,
          durationDays: pkg.durationDays,
          publishedAt,
          expiresAt,
          featuredUntil: demoAd.featured ? expiresAt : null,
        });
      }
    });
  } catch (error) {
    await Promise.all(staged.map((key) => images.remove(key)));
    throw error;
  }
  for (const key of staged) await images.publish(key);
  log.info(
    { ms: Date.now() - started },
    `demo data: ${adsToSeed.length} ads by ${[...DEMO_USERS, DEMO_TRADER].map((u) => u.email).join(', ')} (password "${DEMO_PASSWORD}")`,
  );
}
