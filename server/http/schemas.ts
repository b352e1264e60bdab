import { AD_CATEGORIES, AD_FEATURES, AD_SORTS, AD_STATUSES, ENERGY_CARRIERS, ENERGY_CERTIFICATE_TYPES, ENERGY_CLASSES, PRICE_TYPES } from '../../src/domain/ad';

/** JSON schemas: they type and document the contract; the domain rules give the field-level messages. */
export const userSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    lastname: { type: 'string' },
    email: { type: 'string' },
    phone_number: { type: ['string', 'null'] },
    img: { type: ['string', 'null'] },
    authId: { type: 'object', properties: { role: { type: 'string', enum: ['ADMIN', 'USER'] } } },
    activated: { type: 'boolean' },
    blocked: { type: 'boolean' },
    createdAt: { type: 'string' },
  },
} as const;

export const sessionSchema = {
  type: 'object',
  properties: { accessToken: { type: 'string' }, user: userSchema },
} as const;

const localized = { type: 'object', properties: { de: { type: 'string' }, en: { type: 'string' } } } as const;

export const packageSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: localized,
    description: localized,
    priceCents: { type: 'integer' },
    currency: { type: 'string' },
    adCredits: { type: 'integer' },
    durationDays: { type: 'integer' },
    featured: { type: 'boolean' },
    maxImages: { type: 'integer' },
    active: { type: 'boolean' },
  },
} as const;

export const energySchema = {
  type: ['object', 'null'],
  properties: {
    type: { type: 'string', enum: [...ENERGY_CERTIFICATE_TYPES] },
    kwhPerSqmYear: { type: 'number' },
    carrier: { type: 'string', enum: [...ENERGY_CARRIERS] },
    efficiencyClass: { type: 'string', enum: [...ENERGY_CLASSES] },
  },
} as const;

export const adSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    ownerId: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    category: { type: 'string', enum: [...AD_CATEGORIES] },
    priceCents: { type: ['integer', 'null'] },
    priceType: { type: 'string', enum: [...PRICE_TYPES] },
    postalCode: { type: 'string' },
    city: { type: 'string' },
    district: { type: ['string', 'null'] },
    livingArea: { type: ['number', 'null'] },
    rooms: { type: ['number', 'null'] },
    plotArea: { type: ['number', 'null'] },
    floor: { type: ['integer', 'null'] },
    yearBuilt: { type: ['integer', 'null'] },
    availableFrom: { type: ['string', 'null'] },
    features: { type: 'array', items: { type: 'string' } },
    energyCertificate: energySchema,
    images: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string' }, url: { type: 'string' }, width: { type: 'integer' }, height: { type: 'integer' }, position: { type: 'integer' } },
      },
    },
    status: { type: 'string', enum: [...AD_STATUSES] },
    rejectionReason: { type: ['string', 'null'] },
    featuredUntil: { type: ['string', 'null'] },
    publishedAt: { type: ['string', 'null'] },
    expiresAt: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;

/** Ad input: types only; ranges and required fields come from the shared domain rules (validateAd). */
export const adInputSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', maxLength: 1000 },
    description: { type: 'string', maxLength: 20000 },
    category: { type: 'string', maxLength: 40 },
    priceCents: { type: ['integer', 'null'] },
    priceType: { type: 'string', maxLength: 40 },
    postalCode: { type: 'string', maxLength: 20 },
    city: { type: 'string', maxLength: 200 },
    district: { type: ['string', 'null'], maxLength: 200 },
    livingArea: { type: ['number', 'null'] },
    rooms: { type: ['number', 'null'] },
    plotArea: { type: ['number', 'null'] },
    floor: { type: ['integer', 'null'] },
    yearBuilt: { type: ['integer', 'null'] },
    availableFrom: { type: ['string', 'null'], maxLength: 20 },
    features: { type: 'array', maxItems: 50, items: { type: 'string', enum: [...AD_FEATURES] } },
    energyCertificate: energySchema,
  },
  additionalProperties: false,
} as const;

export const adSearchQuerySchema = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 200 },
    category: { type: 'string', enum: [...AD_CATEGORIES] },
    city: { type: 'string', maxLength: 80 },
    postalCode: { type: 'string', pattern: '^[0-9]{1,5}$' },
    minPrice: { type: 'integer', minimum: 0 },
    maxPrice: { type: 'integer', minimum: 0 },
    minRooms: { type: 'number', minimum: 0, maximum: 100 },
    minArea: { type: 'number', minimum: 0, maximum: 1000000 },
    featured: { type: 'boolean' },
    sort: { type: 'string', enum: [...AD_SORTS], default: 'newest' },
    cursor: { type: 'string', maxLength: 500 },
    limit: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
  },
  additionalProperties: false,
} as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

export const emailBody = {
  type: 'object',
  required: ['email'],
  properties: { email: { type: 'string', maxLength: 254 } },
} as const;
