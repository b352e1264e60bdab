import { Type, type Static } from 'typebox';
import { AD_CATEGORIES, AD_FEATURES, AD_SORTS, ENERGY_CLASSES, SELLER_TYPES, SEARCH_WORDS_MAX } from '../adValues';
import { PROPERTY_TYPES } from '../propertyKinds';
import { AD_LIMITS as L } from '../adLimits';
import { Nullable, StringEnum } from './schema';
import { AdSchema } from './ad';

const price = () => Type.Optional(Type.Integer({ minimum: 0, maximum: L.priceMaxCents }));
const rooms = () => Type.Optional(Type.Number({ minimum: 0, maximum: L.roomsMax }));
const area = () => Type.Optional(Type.Number({ minimum: 0, maximum: L.livingAreaMax }));
const floor = () => Type.Optional(Type.Integer({ minimum: L.floorMin, maximum: L.floorMax }));
const year = () => Type.Optional(Type.Integer({ minimum: L.yearBuiltMin, maximum: L.dateYearMax }));

/** Ads per page when the request names none (Ajv fills it in; the route names it again for the types). */
export const DEFAULT_PAGE_SIZE = 20;

export const AdSearchQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: SEARCH_WORDS_MAX })),
    category: Type.Optional(StringEnum(AD_CATEGORIES)),
    city: Type.Optional(Type.String({ maxLength: 80 })),
    postalCode: Type.Optional(Type.String({ pattern: '^[0-9]{1,5}$' })),
    lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
    lon: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
    radius: Type.Optional(Type.Number({ minimum: 1, maximum: 100 })),
    minPrice: price(),
    maxPrice: price(),
    minRooms: rooms(),
    maxRooms: rooms(),
    bedrooms: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: L.roomsMax,
        description: 'The bedrooms the words said ("2 bedroom flat"): shown as such; minRooms (one more) is searched',
      }),
    ),
    minArea: area(),
    maxArea: area(),
    features: Type.Optional(Type.Array(StringEnum(AD_FEATURES), { maxItems: AD_FEATURES.length })),
    propertyType: Type.Optional(StringEnum(PROPERTY_TYPES)),
    minFloor: floor(),
    maxFloor: floor(),
    minYear: year(),
    maxYear: year(),
    energyClass: Type.Optional(StringEnum(ENERGY_CLASSES)),
    availableBy: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })),
    commissionFree: Type.Optional(Type.Boolean()),
    sellerType: Type.Optional(StringEnum(SELLER_TYPES)),
    featured: Type.Optional(Type.Boolean()),
    warm: Type.Optional(
      Type.Boolean({ description: 'The price limits are on the warm rent (rent, service charges, heating)' }),
    ),
    bbox: Type.Optional(
      Type.String({ maxLength: 80, description: 'Only ads in this box: west,south,east,north (degrees)' }),
    ),
    area: Type.Optional(
      Type.String({ maxLength: 1600, description: 'Only ads in this polygon: 3 to 60 corners lat,lon separated by ;' }),
    ),
    sort: Type.Optional(StringEnum(AD_SORTS)),
    cursor: Type.Optional(Type.String({ maxLength: 500 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: DEFAULT_PAGE_SIZE })),
  },
  { additionalProperties: false },
);

export const QueryFiltersSchema = Type.Object({
  category: Type.Optional(StringEnum(AD_CATEGORIES)),
  propertyType: Type.Optional(StringEnum(PROPERTY_TYPES)),
  minRooms: Type.Optional(Type.Number()),
  maxRooms: Type.Optional(Type.Number()),
  /** Bedrooms said ("2 bedroom flat", "2 Schlafzimmer"): minRooms is one more (the living room counts). */
  bedrooms: Type.Optional(Type.Integer()),
  /** Cents. */
  minPrice: Type.Optional(Type.Integer()),
  maxPrice: Type.Optional(Type.Integer()),
  /** Whether a price limit was said to be warm (with service and heating costs) or cold (the rent alone). */
  priceBasis: Type.Optional(StringEnum(['warm', 'cold'] as const)),
  minArea: Type.Optional(Type.Number()),
  maxArea: Type.Optional(Type.Number()),
  city: Type.Optional(Type.String()),
  postalCode: Type.Optional(Type.String()),
  /** "Umgebung München", "near Munich": the place's surroundings, in km (the place's point is added by the server). */
  radius: Type.Optional(Type.Number()),
  lat: Type.Optional(Type.Number()),
  lon: Type.Optional(Type.Number()),
  /** "provisionsfrei", "ohne Makler". */
  commissionFree: Type.Optional(Type.Boolean()),
  /** "von privat", "by owner". */
  sellerType: Type.Optional(StringEnum(SELLER_TYPES)),
  /** "ab sofort", "zum 1.3.", "ab März": free to move in by that day (YYYY-MM-DD). */
  availableBy: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })),
});
/** One understood part of the words: the words, and the filters they set (a chip). */
export const UnderstoodPartSchema = Type.Object({ text: Type.String(), filters: QueryFiltersSchema });
/** A search's filters as the list's query takes them (without cursor and page size). */
const { cursor: _c, limit: _l, ...filterFields } = AdSearchQuery.properties;
export const AdFiltersSchema = Type.Object(filterFields);

/** Another search offered when one found nothing: another kind in the same place, a radius around it, a limit dropped. */
export const SearchAlternativeSchema = Type.Object({
  kind: StringEnum(['radius', 'city', 'price_wider', 'rooms_wider', 'category', 'price', 'rooms', 'fewer'] as const),
  filters: AdFiltersSchema,
  total: Type.Integer(),
});

export const AdPageSchema = Type.Object({
  items: Type.Array(AdSchema),
  nextCursor: Nullable(Type.String()),
  /** Exact up to 1,000; beyond that `totalCapped` is true and the list says "1,000+". */
  total: Type.Integer(),
  totalCapped: Type.Boolean(),
  /** The order the server applied (relevance when words were searched and no other order was asked for). */
  sort: StringEnum(AD_SORTS),
  /** Set when nothing matched the words as typed and the answer is for these (a likely misspelling corrected). */
  correctedQuery: Nullable(Type.String()),
  /** What the words said that became filters (chips), and the words left to search as text; null when nothing was. */
  understood: Nullable(Type.Object({ parts: Type.Array(UnderstoodPartSchema), rest: Type.String() })),
  /** Searched words that no ad contains: said, never silently dropped. */
  unmatchedWords: Type.Array(Type.String()),
  /** Nothing matched: the nearest honest alternatives, each a search of its own with its count. */
  alternatives: Type.Array(SearchAlternativeSchema),
});

const { cursor: _cursor, limit: _limit, sort: _sort, ...mapFilters } = AdSearchQuery.properties;
export const AdMapQuery = Type.Object(
  {
    ...mapFilters,
    zoom: Type.Integer({ minimum: 0, maximum: 20, description: 'The map zoom level; cells are about 64 px across' }),
  },
  { additionalProperties: false },
);

export const BboxSchema = Type.Object({
  west: Type.Number(),
  south: Type.Number(),
  east: Type.Number(),
  north: Type.Number(),
});
export const MapCellSchema = Type.Object({
  count: Type.Integer({ minimum: 1 }),
  /** Around a place: its coordinates and a radius in km. */
  lat: Type.Number(),
  lon: Type.Number(),
  bounds: BboxSchema,
  minPriceCents: Nullable(Type.Integer()),
  maxPriceCents: Nullable(Type.Integer()),
  ad: Nullable(Type.Object({ id: Type.String(), title: Type.String() })),
});

export const AdMapSchema = Type.Object({
  total: Type.Integer(),
  cells: Type.Array(MapCellSchema),
  /** The extent of those ads (for fitting the map to them); null when there are none. */
  bounds: Nullable(BboxSchema),
});

export type AdFilters = Static<typeof AdFiltersSchema>;
export type AdPage = Static<typeof AdPageSchema>;
export type QueryFilters = Static<typeof QueryFiltersSchema>;
export type UnderstoodPart = Static<typeof UnderstoodPartSchema>;
export type SearchAlternative = Static<typeof SearchAlternativeSchema>;
export type Bbox = Static<typeof BboxSchema>;
export type MapCell = Static<typeof MapCellSchema>;
export type AdMap = Static<typeof AdMapSchema>;
