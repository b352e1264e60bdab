import type { PlaceRecord } from '../domain/place';

/**
 * One line of a GeoNames postal-code file (https://download.geonames.org/export/zip/, e.g. DE.txt), tab-separated:
 * country, postal code, place name, admin name 1 (state), admin code 1, admin name 2, admin code 2, admin name 3,
 * admin code 3, latitude, longitude, accuracy. Null for lines that are not such a place.
 */
export function parseGeoNamesLine(line: string): PlaceRecord | null {
  const cells = line.split('\t');
  if (cells.length < 11) return null;
  const [country, postalCode, name, state, , , , admin3, , lat, lon] = cells.map((c) => c.trim());
  const latitude = Number(lat);
  const longitude = Number(lon);
  if (!/^[A-Z]{2}$/.test(country!) || !postalCode || !name || !Number.isFinite(latitude) || !Number.isFinite(longitude))
    return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  // A district ("Prenzlauer Berg") names its city in admin name 3 where the file has it.
  const city = admin3 && admin3 !== name && !/kreis|stadt|landkreis/i.test(admin3) ? admin3 : name;
  return { country: country!, postalCode, name, city, state: state || null, lat: latitude, lon: longitude };
}
