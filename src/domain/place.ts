/** A postal code, city or district people search around (from the places table). */
export interface Place {
  country: string;
  postalCode: string;
  name: string;
  /** The city a district belongs to; the name itself for a city. */
  city: string;
  state: string | null;
  lat: number;
  lon: number;
}

/** How a place is offered while typing: "10435 Prenzlauer Berg (Berlin)", "60594 Frankfurt am Main". */
export function placeLabel(place: Place): string {
  return `${place.postalCode} ${place.name}${place.city !== place.name ? ` (${place.city})` : ''}`;
}
