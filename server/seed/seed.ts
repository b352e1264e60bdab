import type { ServerConfig } from '../config';
import { DEV_ADMIN_PASSWORD } from '../config';
import type { ImageStorage, Logger, PasswordHasher, UnitOfWork } from '../application/ports';
import { demoAds } from './demoAds';
import { demoImage } from './demoImages';
import { PACKAGES } from './packages';

export const DEMO_USERS = [
  { name: 'Erika', lastname: 'Mustermann', email: 'erika@inserat.local', phone: '+49 30 1234567' },
  { name: 'Max', lastname: 'Mustermann', email: 'max@inserat.local', phone: '+49 40 7654321' },
  { name: 'Sonja', lastname: 'Sonnenschein', email: 'sonja@inserat.local', phone: '+49 89 2345678' },
] as const;
export const DEMO_PASSWORD = 'inserat-demo-2026';
export const DEMO_AD_COUNT = 60;

interface SeedDeps {
  config: ServerConfig;
  uow: UnitOfWork;
  hasher: PasswordHasher;
  images: ImageStorage;
  log: Logger;
}

/** Packages always (upserted), the admin when missing, and demo data once on an empty database. */
export async function seed({ config, uow, hasher, images, log }: SeedDeps): Promise<void> {
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

  if (!config.seedDemoData || (await uow.repos.users.count()) > 1) return;
  const started = Date.now();
  const passwordHash = await hasher.hash(DEMO_PASSWORD);
  const owners = [];
  for (const demo of DEMO_USERS) {
    const user = await uow.repos.users.create({
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
    await uow.repos.ledger.append({ userId: user.id, packageId: 'basis', amount: 3, reason: 'grant' });
  }
  const now = Date.now();
  for (const [index, demo] of demoAds(DEMO_AD_COUNT).entries()) {
    const owner = owners[index % owners.length]!;
    const ad = await uow.repos.ads.create(owner.id, { ...demo.input, energyCertificate: demo.input.energyCertificate as Record<string, unknown> | null });
    for (let n = 0; n < demo.imageCount; n++) {
      const stored = await images.store(ad.id, await demoImage(index * 3 + n, demo.imageKind));
      await uow.repos.ads.addImage(ad.id, { storageKey: stored.key, width: stored.width, height: stored.height });
    }
    const pkg = demo.featured ? PACKAGES[2]! : PACKAGES[0]!;
    const publishedAt = new Date(now - demo.daysAgo * 86_400_000 - index * 60_000);
    const expiresAt = new Date(publishedAt.getTime() + pkg.durationDays * 86_400_000);
    await uow.repos.ads.update(ad.id, {
      status: 'active',
      packageId: pkg.id,
      durationDays: pkg.durationDays,
      publishedAt,
      expiresAt,
      featuredUntil: demo.featured ? expiresAt : null,
    });
  }
  log.info(
    { ms: Date.now() - started },
    `demo data: ${DEMO_AD_COUNT} ads by ${DEMO_USERS.map((u) => u.email).join(', ')} (password "${DEMO_PASSWORD}")`,
  );
}
