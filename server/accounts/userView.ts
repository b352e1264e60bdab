import type { NotificationSettings, User } from '../../src/domain/user';
import { canPublishAs, type SellerDetails } from '../../src/domain/trader';
import type { UserRecord } from './ports';

/** The user as the API shows it: the spec's authId.role, never password material or token versions. */
export function toApiUser(user: UserRecord): User {
  return {
    id: user.id,
    name: user.name,
    lastname: user.lastname,
    email: user.email,
    phone_number: user.phoneNumber,
    img: user.img,
    authId: { role: user.role },
    activated: user.activated,
    blocked: user.blocked,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Which mails the person has asked for. */
export function notificationSettingsOf(user: UserRecord): NotificationSettings {
  return {
    messages: user.notifyMessages,
    reminders: user.notifyReminders,
    priceDrops: user.notifyPriceDrops,
    newsletter: user.newsletter,
  };
}

/** Whom the account sells as, with what a trader said about themselves (src/domain/trader.ts). */
export function sellerDetailsOf(user: UserRecord): SellerDetails {
  const details = {
    accountKind: user.accountKind,
    trader: user.trader,
    certifiedAt: user.traderCertifiedAt?.toISOString() ?? null,
  };
  return { ...details, canPublish: canPublishAs(details) };
}
