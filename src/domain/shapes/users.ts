import { Type, type Static } from 'typebox';
import { SELLER_TYPES } from '../adValues';
import { TRADER_COUNTRIES } from '../traderValues';
import { ROLES } from '../userValues';
import { Nullable, StringEnum } from './schema';

export const UserSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  phone_number: Nullable(Type.String()),
  img: Nullable(Type.String()),
  authId: Type.Object({ role: StringEnum(ROLES) }),
  activated: Type.Boolean(),
  blocked: Type.Boolean(),
  createdAt: Type.String(),
});

export const SessionSchema = Type.Object({ accessToken: Type.String(), user: UserSchema });

/** What § 5 DDG requires a commercial provider to show (the ad page's "Anbieter-Impressum"). */
export const TraderDetailsSchema = Type.Object({
  companyName: Type.String(),
  legalForm: Type.String(),
  street: Type.String(),
  postalCode: Type.String(),
  city: Type.String(),
  country: StringEnum(TRADER_COUNTRIES),
  /** Who represents the company (managing director, owner). */
  representative: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  registerCourt: Nullable(Type.String()),
  registerNumber: Nullable(Type.String()),
  vatId: Nullable(Type.String()),
});

/** Who the signed-in person sells as; a trader's details and when they certified to offer only lawful content. */
export const SellerDetailsSchema = Type.Object({
  accountKind: StringEnum(SELLER_TYPES),
  trader: Nullable(TraderDetailsSchema),
  /** When the trader certified to offer only lawful content (DSA Art. 30), or null. */
  certifiedAt: Nullable(Type.String()),
  /** Whether the account may publish: always for a private seller; for a trader, with complete details and certified. */
  canPublish: Type.Boolean(),
});

/** The account's mobile number: confirmed by a code sent to it, and shown on the person's ads only if they choose. */
export const PhoneStatusSchema = Type.Object({
  phone: Nullable(Type.String()),
  verified: Type.Boolean(),
  showPhone: Type.Boolean(),
});

export type PhoneStatus = Static<typeof PhoneStatusSchema>;
export type User = Static<typeof UserSchema>;
export type TraderDetails = Static<typeof TraderDetailsSchema>;
export type SellerDetails = Static<typeof SellerDetailsSchema>;
export type Session = Static<typeof SessionSchema>;
