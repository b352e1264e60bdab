import type * as ShapesAdSearch from './shapes/adSearch';

/**
 * A map's area as a search filter, in the URL and the API alike: a box ("In diesem Bereich suchen") as
 * "west,south,east,north", a drawn polygon as "lat,lon;lat,lon;…". Both are read here, by the server and the client.
 */
export type Bbox = ShapesAdSearch.Bbox;

export type LatLon = [lat: number, lon: number];

/** The matching ads of one map grid cell: how many, where (their mean and extent), what they cost; the ad if alone. */
export type MapCell = ShapesAdSearch.MapCell;

/** Every located ad of a search in an area, grouped in cells whose counts add up to `total`. */
export type AdMap = ShapesAdSearch.AdMap;

/** A drawn area has at least three corners and at most this many (a hand draws a few dozen). */
export const AREA_POINTS_MAX = 60;

const degrees = (text: string, limit: number): number | null => {
  if (!/^-?\d{1,3}(\.\d{1,7})?$/.test(text.trim())) return null;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : null;
};

/** Rounded to 5 decimals (about a metre): enough for an area, short in an address. */
const short = (value: number) => String(Math.round(value * 1e5) / 1e5);

export function parseBbox(text: string): Bbox | null {
  const parts = text.split(',');
  if (parts.length !== 4) return null;
  const [west, south, east, north] = [
    degrees(parts[0]!, 180),
    degrees(parts[1]!, 90),
    degrees(parts[2]!, 180),
    degrees(parts[3]!, 90),
  ];
  if (west === null || south === null || east === null || north === null || west >= east || south >= north) return null;
  return { west, south, east, north };
}

export function formatBbox(box: Bbox): string {
  return [box.west, box.south, box.east, box.north].map(short).join(',');
}

export function parseArea(text: string): LatLon[] | null {
  const corners = text.split(';');
  if (corners.length < 3 || corners.length > AREA_POINTS_MAX) return null;
  const points: LatLon[] = [];
  for (const corner of corners) {
    const [lat, lon, ...more] = corner.split(',');
    const la = lat === undefined ? null : degrees(lat, 90);
    const lo = lon === undefined ? null : degrees(lon, 180);
    if (la === null || lo === null || more.length > 0) return null;
    points.push([la, lo]);
  }
  return points;
}

export function formatArea(points: LatLon[]): string {
  return points.map(([lat, lon]) => `${short(lat)},${short(lon)}`).join(';');
}

/** The box around a polygon (the index narrows to it before the exact test). */
export function boxAround(points: LatLon[]): Bbox {
  const lats = points.map((p) => p[0]);
  const lons = points.map((p) => p[1]);
  return { west: Math.min(...lons), south: Math.min(...lats), east: Math.max(...lons), north: Math.max(...lats) };
}

/** Whether a point lies inside a polygon (ray casting); the reference the database's `<@` is tested against. */
export function insideArea(point: LatLon, area: LatLon[]): boolean {
  let inside = false;
  for (let i = 0, j = area.length - 1; i < area.length; j = i++) {
    const [yi, xi] = area[i]!;
    const [yj, xj] = area[j]!;
    if (yi > point[0] !== yj > point[0] && point[1] < ((xj - xi) * (point[0] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * The grid the map groups ads in at a zoom level: cells of about 64 screen pixels (a quarter of a 256-pixel tile), so
 * a cluster's circle never overlaps the next one.
 */
export function cellDegrees(zoom: number): number {
  return 360 / 2 ** Math.min(Math.max(Math.round(zoom), 0), 20) / 4;
}

/**
 * The grid level a map groups ads in: cells of 90° / 2^level, about 64 screen pixels at the zoom level and at most
 * `across` cells across the asked span. Every level's cells are made of whole cells of the finer levels, so counts
 * kept per fine cell add up to any coarser one.
 */
export function gridLevel(zoom: number, span: number, across: number): number {
  const byZoom = Math.min(Math.max(Math.round(zoom), 0), 20);
  return Math.min(byZoom, Math.floor(Math.log2((90 * across) / span)));
}

/**
 * Groups that would sit on top of each other on the screen, merged into one (largest first): the grid's cells are
 * 64 px, but two cells' ads can lie either side of the line between them. A pin or circle under another one cannot
 * be tapped (WCAG 2.5.8), so closer than `apart` (x, y in pixels) they become one circle; the counts still add up.
 */
export function mergeOverlapping(
  cells: MapCell[],
  toPixels: (lat: number, lon: number) => { x: number; y: number },
  apart: { x: number; y: number },
): MapCell[] {
  const kept: (MapCell & { x: number; y: number })[] = [];
  for (const cell of [...cells].sort((a, b) => b.count - a.count)) {
    const at = toPixels(cell.lat, cell.lon);
    const near = kept.find((k) => Math.abs(k.x - at.x) < apart.x && Math.abs(k.y - at.y) < apart.y);
    if (!near) {
      kept.push({ ...cell, bounds: { ...cell.bounds }, ...at });
      continue;
    }
    const count = near.count + cell.count;
    near.lat = (near.lat * near.count + cell.lat * cell.count) / count;
    near.lon = (near.lon * near.count + cell.lon * cell.count) / count;
    near.count = count;
    near.ad = null;
    near.bounds = {
      west: Math.min(near.bounds.west, cell.bounds.west),
      south: Math.min(near.bounds.south, cell.bounds.south),
      east: Math.max(near.bounds.east, cell.bounds.east),
      north: Math.max(near.bounds.north, cell.bounds.north),
    };
    const prices = [near.minPriceCents, near.maxPriceCents, cell.minPriceCents, cell.maxPriceCents].filter(
      (p): p is number => p !== null,
    );
    near.minPriceCents = prices.length > 0 ? Math.min(...prices) : null;
    near.maxPriceCents = prices.length > 0 ? Math.max(...prices) : null;
  }
  return kept.map(({ x: _x, y: _y, ...cell }) => cell);
}
