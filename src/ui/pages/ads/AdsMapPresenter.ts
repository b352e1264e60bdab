import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { MapAds } from '../../../application/ads/MapAds';
import type { AdFilters } from '../../../domain/adSearch';
import {
  boxAround,
  formatArea,
  formatBbox,
  parseArea,
  parseBbox,
  type Bbox,
  type LatLon,
  type MapCell,
} from '../../../domain/mapArea';
import { filtersFromParams } from './searchUrl';

/** A viewport's box as the API takes it: within the world's degrees. */
function clamp(box: Bbox): Bbox {
  return {
    west: Math.max(box.west, -180),
    south: Math.max(box.south, -90),
    east: Math.min(box.east, 180),
    north: Math.min(box.north, 90),
  };
}

/** The part of the viewport inside the search's own box, or null when they do not meet. */
function within(view: Bbox, box: Bbox | null): Bbox | null {
  if (!box) return view;
  const cut = {
    west: Math.max(view.west, box.west),
    south: Math.max(view.south, box.south),
    east: Math.min(view.east, box.east),
    north: Math.min(view.north, box.north),
  };
  return cut.west < cut.east && cut.south < cut.north ? cut : null;
}

/**
 * The map of every result of the list's search (issue 41): which cells the viewport shows (the newest request wins,
 * an answer for a map that was left is dropped), where the results are, and the searches the map leads to — this
 * area, a drawn area, the ads at one spot. The view draws with Leaflet; this decides.
 */
@injectable()
export class AdsMapPresenter {
  /** Located results in the viewport; null until the current search's answer has come. */
  total: number | null = null;
  cells: MapCell[] = [];
  private params = new URLSearchParams();
  private filters: AdFilters = {};
  private box: Bbox | null = null;
  private area: LatLon[] | null = null;
  private request = 0;

  constructor(@inject(MapAds) private readonly mapAds: MapAds) {
    makeAutoObservable<this, 'mapAds' | 'request' | 'params' | 'filters' | 'box' | 'area'>(this, {
      mapAds: false,
      request: false,
      params: false,
      filters: false,
      box: false,
      area: false,
    });
  }

  /** A new search: its own box or drawn area (to fit the map to), and no count until its answer. */
  show(search: string): { box: Bbox | null; area: LatLon[] | null } {
    this.params = new URLSearchParams(search);
    this.filters = filtersFromParams(this.params);
    this.total = null;
    this.cells = [];
    this.request++;
    this.box = this.filters.bbox ? parseBbox(this.filters.bbox) : null;
    this.area = this.filters.area ? parseArea(this.filters.area) : null;
    return { box: this.box, area: this.area };
  }

  /** Where the whole search's results are, to fit the map to them; null when there are none or it cannot be asked. */
  async extent(): Promise<Bbox | null> {
    const id = this.request;
    if (this.box) return this.box;
    if (this.area) return boxAround(this.area);
    const answer = await this.mapAds.execute(this.filters, 5).catch(() => null);
    return id === this.request ? (answer?.bounds ?? null) : null;
  }

  /** The cells of what the viewport shows of the search (its own box cut out of the viewport). */
  async load(viewport: Bbox, zoom: number): Promise<void> {
    const id = ++this.request;
    const view = within(viewport, this.box);
    const answer = view
      ? await this.mapAds.execute({ ...this.filters, bbox: formatBbox(clamp(view)) }, zoom).catch(() => null)
      : { total: 0, cells: [] };
    if (id !== this.request || !answer) return;
    runInAction(() => {
      this.total = answer.total;
      this.cells = answer.cells;
    });
  }

  /** The map was left: answers still on their way are dropped. */
  leave(): void {
    this.request++;
  }

  /** "In diesem Bereich suchen": the same search within the viewport. */
  searchHere(viewport: Bbox): string {
    return this.changed({ bbox: formatBbox(clamp(viewport)), area: null });
  }

  /** The same search within a drawn area. */
  searchArea(corners: LatLon[]): string {
    return this.changed({ area: formatArea(corners), bbox: null });
  }

  /** Ads at one spot (a house with several flats), which zooming cannot tell apart: listed instead. */
  listSpot(bounds: Bbox): string {
    const around = {
      west: bounds.west - 0.001,
      south: bounds.south - 0.001,
      east: bounds.east + 0.001,
      north: bounds.north + 0.001,
    };
    return this.changed({ bbox: formatBbox(around), view: null });
  }

  private changed(change: Record<string, string | null>): string {
    const next = new URLSearchParams(this.params);
    next.delete('pages');
    for (const [key, value] of Object.entries(change)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    return next.toString();
  }
}
