import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { reaction } from 'mobx';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { mergeOverlapping, type Bbox, type LatLon, type MapCell } from '../../../domain/mapArea';
import { useInstance } from '../../app/ContainerContext';
import { formatPrice } from '../../components/format';
import { AdsMapPresenter } from './AdsMapPresenter';

interface Props {
  /** The URL's search: the same filters as the list. */
  search: string;
  tiles: { tileUrl: string; attribution: string };
  lang: 'de' | 'en';
  onOpen: (adId: string) => void;
  /** Another search chosen on the map (an area to search in, a drawn area): the URL's search. */
  onChoose: (search: string) => void;
}

const GERMANY: L.LatLngTuple = [51.16, 10.45];
const toBounds = (box: Bbox) => L.latLngBounds([box.south, box.west], [box.north, box.east]);
const fromBounds = (bounds: L.LatLngBounds): Bbox => ({
  west: bounds.getWest(),
  south: bounds.getSouth(),
  east: bounds.getEast(),
  north: bounds.getNorth(),
});

/**
 * Every result of the search on an OpenStreetMap map, not only the loaded page (issue 41): the server groups the ads in
 * the viewport in grid cells, shown as circles with their count and single ads as pins with their price; the counts add
 * up to the heading's. Panning offers "In diesem Bereich suchen"; an area can be drawn by tapping its corners (by
 * keyboard, districts are chosen in the filters' place field). Every pin and circle is a button with a name.
 */
export default observer(function AdsMap({ search, tiles, lang, onOpen, onChoose }: Props) {
  const { t } = useTranslation();
  const p = useInstance(AdsMapPresenter);
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const [moved, setMoved] = useState(false);
  const [drawing, setDrawing] = useState<LatLon[] | null>(null);
  const drawingRef = useRef<LatLon[] | null>(null);
  drawingRef.current = drawing;

  useEffect(() => {
    const { area } = p.show(search);
    const map = L.map(element.current!, { scrollWheelZoom: false, zoomControl: false });
    mapRef.current = map;
    setMoved(false);
    L.control.zoom({ zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') }).addTo(map);
    L.tileLayer(tiles.tileUrl, { attribution: tiles.attribution, maxZoom: 18 }).addTo(map);
    const markers = L.layerGroup().addTo(map);
    if (area) L.polygon(area, { color: '#0f4c5c', weight: 2, fillOpacity: 0.05, interactive: false }).addTo(map);
    let fitting = true;
    let removed = false;
    const pin = (cell: MapCell) => {
      const price = cell.minPriceCents === null ? t('price.onRequest') : formatPrice(cell.minPriceCents, lang);
      const marker = L.marker([cell.lat, cell.lon], {
        keyboard: true,
        icon: L.divIcon({
          className: 'map-pin',
          html: `<span aria-hidden="true">${price}</span><span class="visually-hidden">${escapeHtml(`${cell.ad!.title}, ${price}`)}</span>`,
          iconSize: undefined,
        }),
      });
      const link = document.createElement('a');
      link.href = `/ads/${cell.ad!.id}`;
      link.textContent = cell.ad!.title;
      link.addEventListener('click', (event) => {
        event.preventDefault();
        onOpen(cell.ad!.id);
      });
      return marker.bindPopup(link);
    };
    const cluster = (cell: MapCell) => {
      const range =
        cell.minPriceCents === null
          ? null
          : cell.minPriceCents === cell.maxPriceCents
            ? formatPrice(cell.minPriceCents, lang)
            : `${formatPrice(cell.minPriceCents, lang)}–${formatPrice(cell.maxPriceCents!, lang)}`;
      const name = range
        ? t('map.clusterRange', { count: cell.count, range })
        : t('map.clusterNoPrice', { count: cell.count });
      const marker = L.marker([cell.lat, cell.lon], {
        keyboard: true,
        icon: L.divIcon({
          className: 'map-cluster',
          html: `<span aria-hidden="true">${cell.count}</span><span class="visually-hidden">${escapeHtml(name)}</span>`,
          iconSize: [40, 40],
        }),
      });
      return marker.on('click', () => {
        const bounds = toBounds(cell.bounds);
        if (map.getZoom() >= 16 || bounds.getNorthEast().equals(bounds.getSouthWest(), 1e-5))
          onChoose(p.listSpot(cell.bounds));
        else map.fitBounds(bounds, { padding: [40, 40], maxZoom: 17 });
      });
    };
    // The cells as markers, those that would overlap on the screen merged into one.
    const drawn = reaction(
      () => p.cells,
      (cells) => {
        markers.clearLayers();
        const apart = mergeOverlapping(cells, (lat, lon) => map.latLngToContainerPoint([lat, lon]), { x: 84, y: 46 });
        for (const cell of apart) markers.addLayer(cell.count === 1 && cell.ad ? pin(cell) : cluster(cell));
      },
    );
    map.on('moveend', () => {
      if (!fitting) setMoved(true);
      fitting = false;
      void p.load(fromBounds(map.getBounds()), map.getZoom());
    });
    map.on('click', (event: L.LeafletMouseEvent) => {
      if (drawingRef.current) setDrawing([...drawingRef.current, [event.latlng.lat, event.latlng.lng]]);
    });
    void p.extent().then((extent) => {
      // The visitor may have left the map meanwhile.
      if (removed) return;
      if (extent) map.fitBounds(toBounds(extent), { padding: [30, 30], maxZoom: 14 });
      else map.setView(GERMANY, 5);
    });
    return () => {
      removed = true;
      drawn();
      p.leave();
      mapRef.current = null;
      map.remove();
    };
  }, [p, search, tiles, lang, onOpen, onChoose, t]);

  // While drawing, taps set corners (quick taps must not zoom); the corners so far show as a line, then an area.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !drawing) return;
    map.doubleClickZoom.disable();
    const style = { color: '#b3541e', weight: 3, dashArray: '6 6', interactive: false };
    const shape =
      drawing.length >= 3 ? L.polygon(drawing, { ...style, fillOpacity: 0.08 }) : L.polyline(drawing, style);
    shape.addTo(map);
    return () => {
      shape.remove();
      map.doubleClickZoom.enable();
    };
  }, [drawing]);

  return (
    <div className="ads-map-frame">
      <div className="ads-map__tools">
        {drawing === null ? (
          <button type="button" className="button button--small button--secondary" onClick={() => setDrawing([])}>
            {t('map.draw')}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="button button--small"
              disabled={drawing.length < 3}
              onClick={() => onChoose(p.searchArea(drawing))}
            >
              {t('map.drawDone')}
            </button>
            <button type="button" className="button button--small button--secondary" onClick={() => setDrawing(null)}>
              {t('map.drawCancel')}
            </button>
            <p className="muted" aria-live="polite">
              {t('map.drawPoints', { count: drawing.length })} — {t('map.drawHint')}
            </p>
          </>
        )}
      </div>
      {moved && drawing === null && (
        <button
          type="button"
          className="button button--small ads-map__search-here"
          onClick={() => mapRef.current && onChoose(p.searchHere(fromBounds(mapRef.current.getBounds())))}
        >
          {t('map.searchHere')}
        </button>
      )}
      <div
        ref={element}
        className="ads-map"
        role="region"
        aria-label={p.total === null ? t('map.loading') : t('map.label', { count: p.total })}
      />
      <p className="muted ads-map__note">{t('map.approximate')}</p>
    </div>
  );
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
