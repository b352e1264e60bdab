import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
// A UMD plugin that extends the global L, which Leaflet's own file sets when it loads (imports run in this order).
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import type { Ad } from '../../../domain/ad';
import { formatPrice } from '../../components/format';

interface Props {
  ads: Ad[];
  tiles: { tileUrl: string; attribution: string };
  lang: 'de' | 'en';
  onOpen: (adId: string) => void;
}

/**
 * The listed ads on an OpenStreetMap map: a pin with the price per ad, clusters where they crowd. Every pin and cluster is
 * a button reachable by keyboard (Enter opens the ad's summary with a link); the list view shows the same ads.
 */
export default function AdsMap({ ads, tiles, lang, onOpen }: Props) {
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const map = L.map(element.current!, { scrollWheelZoom: false, zoomControl: false });
    L.control.zoom({ zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') }).addTo(map);
    L.tileLayer(tiles.tileUrl, { attribution: tiles.attribution, maxZoom: 18 }).addTo(map);
    const clusters = L.markerClusterGroup({
      showCoverageOnHover: false,
      iconCreateFunction: (cluster) =>
        L.divIcon({
          className: 'map-cluster',
          html: `<span aria-hidden="true">${cluster.getChildCount()}</span><span class="visually-hidden">${t('map.cluster', { count: cluster.getChildCount() })}</span>`,
          iconSize: [40, 40],
        }),
    });
    const located = ads.filter((ad) => ad.location);
    for (const ad of located) {
      const price = ad.priceCents === null ? t('price.onRequest') : formatPrice(ad.priceCents, lang);
      const marker = L.marker([ad.location!.lat, ad.location!.lon], {
        keyboard: true,
        icon: L.divIcon({ className: 'map-pin', html: `<span aria-hidden="true">${price}</span><span class="visually-hidden">${escapeHtml(`${ad.title}, ${price}`)}</span>`, iconSize: undefined }),
      });
      const summary = document.createElement('div');
      const link = document.createElement('a');
      link.href = `/ads/${ad.id}`;
      link.textContent = ad.title;
      link.addEventListener('click', (event) => {
        event.preventDefault();
        onOpen(ad.id);
      });
      const place = document.createElement('p');
      place.textContent = `${price} · ${ad.postalCode} ${ad.city}`;
      summary.append(link, place);
      marker.bindPopup(summary);
      clusters.addLayer(marker);
    }
    map.addLayer(clusters);
    if (located.length > 0) map.fitBounds(L.latLngBounds(located.map((ad) => [ad.location!.lat, ad.location!.lon])), { padding: [30, 30], maxZoom: 14 });
    else map.setView([51.16, 10.45], 5);
    return () => void map.remove();
  }, [ads, tiles, lang, onOpen, t]);
  return (
    <div className="ads-map-frame">
      <div ref={element} className="ads-map" role="region" aria-label={t('map.label', { count: ads.filter((ad) => ad.location).length })} />
      {ads.some((ad) => ad.location && !ad.location.exact) && <p className="muted ads-map__note">{t('map.approximate')}</p>}
    </div>
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
