import type { AdCategory } from '../../../src/domain/ad';
import type { PropertyType } from '../../../src/domain/propertyKinds';
import type { ObjectReader } from './openImmoTree';
import { reason, type ImportReason } from './transferReport';

/** OpenImmo's wohnungtyp and haustyp, as the marketplace's property types. */
const FLAT_KINDS: Record<string, PropertyType> = {
  DACHGESCHOSS: 'attic',
  MAISONETTE: 'maisonette',
  'LOFT-STUDIO-ATELIER': 'loft',
  PENTHOUSE: 'penthouse',
  ETAGE: 'floor_apartment',
  TERRASSEN: 'floor_apartment',
  ERDGESCHOSS: 'ground_floor',
  SOUTERRAIN: 'souterrain',
  ATTIKAWOHNUNG: 'penthouse',
};
const HOUSE_KINDS: Record<string, PropertyType> = {
  EINFAMILIENHAUS: 'detached',
  STADTHAUS: 'detached',
  LANDHAUS: 'detached',
  FERTIGHAUS: 'detached',
  DOPPELHAUSHAELFTE: 'semi_detached',
  REIHENHAUS: 'terraced',
  REIHENMITTEL: 'terraced',
  REIHENEND: 'end_terrace',
  REIHENECK: 'end_terrace',
  BUNGALOW: 'bungalow',
  VILLA: 'villa',
  BAUERNHAUS: 'farmhouse',
  RESTHOF: 'farmhouse',
  ZWEIFAMILIENHAUS: 'multi_family',
  MEHRFAMILIENHAUS: 'multi_family',
};

export interface Kind {
  category: AdCategory | null;
  propertyType: PropertyType | null;
  problem: ImportReason;
}

/** The category from objektkategorie: what kind of property (objektart) and whether it is let or sold. */
export function categoryOf(read: ObjectReader): Kind {
  const sale = read.flag('objektkategorie/vermarktungsart/@KAUF');
  const letting = read.flag('objektkategorie/vermarktungsart/@MIETE_PACHT');
  const none: Kind = {
    category: null,
    propertyType: null,
    problem: reason('category', 'no_category', 'No category given (objektkategorie/objektart)'),
  };
  const unsupported = (what: string): Kind => ({
    category: null,
    propertyType: null,
    problem: reason('category', 'unsupported_kind', `${what} is not listed on this marketplace`),
  });
  const art = read.value('objektkategorie/objektart');
  if (!art || typeof art === 'string' || Array.isArray(art)) return none;
  const kinds = Object.keys(art).filter(
    (name) => !name.startsWith('@_') && name !== '#text' && !name.startsWith('objektart_zusatz'),
  );
  const first = kinds[0];
  if (!first) return none;
  if (!sale && !letting)
    return { ...none, problem: reason('category', 'no_category', 'Neither sale nor letting given (vermarktungsart)') };
  if (read.flag('objektkategorie/nutzungsart/@WAZ') && !read.flag('objektkategorie/nutzungsart/@WOHNEN'))
    return unsupported('Temporary living (WAZ)');
  switch (first) {
    case 'wohnung': {
      const type = read.text('objektkategorie/objektart/wohnung/@wohnungtyp') ?? '';
      if (type === 'FERIENWOHNUNG') return unsupported('A holiday flat');
      return {
        category: sale ? 'apartment_buy' : 'apartment_rent',
        propertyType: FLAT_KINDS[type] ?? null,
        problem: none.problem,
      };
    }
    case 'haus': {
      const type = read.text('objektkategorie/objektart/haus/@haustyp') ?? '';
      if (['FERIENHAUS', 'BERGHUETTE', 'CHALET', 'STRANDHAUS', 'LAUBE-DATSCHE-GARTENHAUS'].includes(type))
        return unsupported('A holiday or garden house');
      return {
        category: sale ? 'house_buy' : 'house_rent',
        propertyType: HOUSE_KINDS[type] ?? null,
        problem: none.problem,
      };
    }
    case 'grundstueck':
      return sale ? { category: 'land', propertyType: null, problem: none.problem } : unsupported('A lease of land');
    case 'zimmer':
      return sale
        ? unsupported('A room for sale')
        : { category: 'shared_room', propertyType: null, problem: none.problem };
    case 'parken':
      return { category: 'parking', propertyType: null, problem: none.problem };
    case 'buero_praxen':
    case 'einzelhandel':
    case 'gastgewerbe':
    case 'hallen_lager_prod':
    case 'sonstige':
    case 'zinshaus_renditeobjekt':
    case 'freizeitimmobilie_gewerblich':
      return { category: 'commercial', propertyType: null, problem: none.problem };
    default:
      return unsupported(`The kind "${first}"`);
  }
}

/** The way back (export): each property type as OpenImmo names it, the first name the import reads as it. */
const FLAT_OUT: Partial<Record<PropertyType, string>> = {
  floor_apartment: 'ETAGE',
  ground_floor: 'ERDGESCHOSS',
  attic: 'DACHGESCHOSS',
  maisonette: 'MAISONETTE',
  penthouse: 'PENTHOUSE',
  loft: 'LOFT-STUDIO-ATELIER',
  souterrain: 'SOUTERRAIN',
};
const HOUSE_OUT: Partial<Record<PropertyType, string>> = {
  detached: 'EINFAMILIENHAUS',
  semi_detached: 'DOPPELHAUSHAELFTE',
  terraced: 'REIHENHAUS',
  end_terrace: 'REIHENEND',
  bungalow: 'BUNGALOW',
  villa: 'VILLA',
  farmhouse: 'BAUERNHAUS',
  multi_family: 'MEHRFAMILIENHAUS',
};

/** The `<objektart>` of a category and property type: what categoryOf reads back as the same. */
export function OBJECT_KIND_OUT(category: AdCategory, propertyType: PropertyType | null): Record<string, unknown> {
  const type = (map: Partial<Record<PropertyType, string>>, attribute: string) =>
    propertyType && map[propertyType] ? { [`@_${attribute}`]: map[propertyType] } : {};
  switch (category) {
    case 'apartment_rent':
    case 'apartment_buy':
      return { wohnung: type(FLAT_OUT, 'wohnungtyp') };
    case 'house_rent':
    case 'house_buy':
      return { haus: type(HOUSE_OUT, 'haustyp') };
    case 'land':
      return { grundstueck: {} };
    case 'shared_room':
      return { zimmer: { '@_zimmertyp': 'ZIMMER' } };
    case 'parking':
      return { parken: {} };
    case 'commercial':
      return { sonstige: {} };
  }
}
