import { isMonthlyPrice } from '../../src/domain/ad';
import type { AdRecord } from '../ads/ports';
import { OBJECT_KIND_OUT } from './domain/openImmoKind';
import { CARRIER_OUT, CONDITION_OUT, HEATING_OUT } from './domain/openImmoFacts';
import type { XmlOut } from './domain/openImmoTree';
import { escapeHtml } from '../platform/mailTemplates';

const euros = (cents: number | null) => (cents === null ? undefined : (cents / 100).toFixed(2));
const flag = (on: boolean) => (on ? 'true' : 'false');

/**
 * One ad as an OpenImmo 1.2.7 `<immobilie>`, the same fields the import reads from where it reads them (a round trip
 * gives the same ad). The street only where the ad shows it; texts as HTML-escaped CDATA, so "<" in a description
 * survives a reader that takes tags out. What OpenImmo has no field for (the Mietpreisbremse statement) stays here.
 */
export function writeOpenImmoObject(ad: AdRecord, objectNumber: string, pictures: string[], now: Date): XmlOut {
  const rent = isMonthlyPrice(ad.category);
  const kind = OBJECT_KIND_OUT(ad.category, ad.propertyType);
  const commission = commissionOut(ad);
  const features = new Set(ad.features);
  return {
    objektkategorie: {
      nutzungsart: { '@_WOHNEN': flag(ad.category !== 'commercial'), '@_GEWERBE': flag(ad.category === 'commercial') },
      vermarktungsart: { '@_KAUF': flag(!rent), '@_MIETE_PACHT': flag(rent) },
      objektart: kind as XmlOut,
    },
    geo: prune({
      plz: ad.postalCode,
      ort: ad.city,
      strasse: ad.showExactAddress ? (ad.street ?? undefined) : undefined,
      land: { '@_iso_land': ad.postalCode.length === 4 ? 'AUT' : 'DEU' },
      etage: ad.floor ?? undefined,
      regionaler_zusatz: ad.district ?? undefined,
    }),
    preise: prune({
      ...(rent
        ? { kaltmiete: ad.priceType === 'on_request' ? { '@_auf_anfrage': 'true' } : euros(ad.priceCents) }
        : { kaufpreis: ad.priceType === 'on_request' ? { '@_auf_anfrage': 'true' } : euros(ad.priceCents) }),
      nebenkosten: euros(ad.serviceChargeCents),
      heizkosten_enthalten: flag(ad.heatingIncluded),
      heizkosten: euros(ad.heatingCostCents),
      kaution: euros(ad.depositCents),
      hausgeld: euros(ad.hoaFeeCents),
      ...commission,
      waehrung: { '@_iso_waehrung': 'EUR' },
    }),
    flaechen: prune({
      wohnflaeche: ad.livingArea ?? undefined,
      grundstuecksflaeche: ad.plotArea ?? undefined,
      anzahl_zimmer: ad.rooms ?? undefined,
      anzahl_balkone: features.has('balcony') ? 1 : undefined,
      anzahl_terrassen: features.has('terrace') ? 1 : undefined,
    }),
    ausstattung: prune({
      kueche: features.has('fitted_kitchen') ? { '@_EBK': 'true' } : undefined,
      heizungsart:
        ad.heatingType && HEATING_OUT[ad.heatingType] ? { [`@_${HEATING_OUT[ad.heatingType]}`]: 'true' } : undefined,
      befeuerung: ad.heatingType === 'heat_pump' ? { '@_LUFTWP': 'true' } : undefined,
      fahrstuhl: features.has('elevator') ? { '@_PERSONEN': 'true' } : undefined,
      stellplatzart:
        features.has('garage') || features.has('parking_space')
          ? prune({
              '@_GARAGE': features.has('garage') ? 'true' : undefined,
              '@_FREIPLATZ': features.has('parking_space') ? 'true' : undefined,
            })
          : undefined,
      gartennutzung: features.has('garden') ? 'true' : undefined,
      moebliert: features.has('furnished') ? { '@_moeb': 'VOLL' } : undefined,
      barrierefrei: features.has('barrier_free') ? 'true' : undefined,
      unterkellert: features.has('cellar') ? { '@_keller': 'JA' } : undefined,
      gaestewc: features.has('guest_toilet') ? 'true' : undefined,
    }),
    zustand_angaben: prune({
      baujahr: ad.yearBuilt ?? undefined,
      zustand: ad.condition ? { '@_zustand_art': CONDITION_OUT[ad.condition] } : undefined,
      energiepass: ad.energyCertificate
        ? prune({
            epart: ad.energyCertificate.type === 'demand' ? 'BEDARF' : 'VERBRAUCH',
            [ad.energyCertificate.type === 'demand' ? 'endenergiebedarf' : 'energieverbrauchkennwert']:
              ad.energyCertificate.kwhPerSqmYear,
            primaerenergietraeger: CARRIER_OUT[ad.energyCertificate.carrier],
            wertklasse: ad.energyCertificate.efficiencyClass,
            ausstelldatum: ad.energyCertificate.issuedOn,
          })
        : undefined,
    }),
    freitexte: { objekttitel: cdata(ad.title), objektbeschreibung: cdata(ad.description) },
    verwaltung_objekt: prune({
      objektadresse_freigeben: flag(ad.showExactAddress),
      abdatum: ad.availableFrom ?? undefined,
      haustiere: features.has('pets_allowed') ? 'true' : undefined,
    }),
    verwaltung_techn: {
      objektnr_extern: objectNumber,
      openimmo_obid: ad.id,
      stand_vom: now.toISOString().slice(0, 10),
    },
    anhaenge: {
      anhang: pictures.map((path, index) => ({
        '@_location': 'EXTERN',
        '@_gruppe': index === 0 ? 'TITELBILD' : 'BILD',
        format: 'image/webp',
        daten: { pfad: path },
      })),
    },
  };
}

/** A rental states no commission; a sale's buyer share in per cent, and that the seller pays the same (§ 656c BGB). */
function commissionOut(ad: AdRecord): XmlOut {
  if (ad.commissionFree) return { aussen_courtage: 'provisionsfrei' };
  if (ad.buyerCommissionPercent !== null)
    return {
      aussen_courtage: `${String(ad.buyerCommissionPercent).replace('.', ',')} % inkl. MwSt.`,
      provision_teilen: flag(ad.sellerPaysSame),
    };
  return ad.commission ? { aussen_courtage: ad.commission } : {};
}

/** Texts as HTML (the standard's free texts are HTML): escaped, in CDATA, line breaks kept. */
function cdata(text: string): XmlOut {
  return { '#cdata': escapeHtml(text) };
}

function prune(element: Record<string, unknown>): XmlOut {
  return Object.fromEntries(
    Object.entries(element).filter(([, value]) => value !== undefined && value !== null),
  ) as XmlOut;
}
