export interface GeoPoint {
  lat: number;
  lon: number;
}

/** A postal code, city or district people can search around. */
export interface PlaceRecord extends GeoPoint {
  country: string;
  postalCode: string;
  name: string;
  /** The city a district belongs to; the name itself for a city. */
  city: string;
  state: string | null;
}

/**
 * About 200 m: what a visitor sees of an ad's location unless the owner shows the exact address. A grid (not a
 * random shift) so the same address always lands on the same point.
 */
export function approximate(point: GeoPoint): GeoPoint {
  const snap = (value: number, step: number) => Math.round(value / step) * step;
  return { lat: Number(snap(point.lat, 0.002).toFixed(3)), lon: Number(snap(point.lon, 0.003).toFixed(3)) };
}
