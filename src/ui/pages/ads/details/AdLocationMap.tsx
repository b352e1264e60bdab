import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { AdLocation } from '../../../../domain/ad';

/**
 * Where the property is: a pin at the exact address when the advertiser shows it, otherwise a circle of about 200 m
 * around the approximate point (so nobody reads an exact address into it).
 */
export default function AdLocationMap({
  location,
  tiles,
  title,
}: {
  location: AdLocation;
  tiles: { tileUrl: string; attribution: string };
  title: string;
}) {
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const map = L.map(element.current!, { scrollWheelZoom: false, zoomControl: false }).setView(
      [location.lat, location.lon],
      15,
    );
    L.control.zoom({ zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') }).addTo(map);
    L.tileLayer(tiles.tileUrl, { attribution: tiles.attribution, maxZoom: 18 }).addTo(map);
    if (location.exact) {
      L.marker([location.lat, location.lon], {
        keyboard: false,
        icon: L.divIcon({ className: 'map-pin', html: `<span aria-hidden="true">⌂</span>` }),
      }).addTo(map);
    } else {
      L.circle([location.lat, location.lon], {
        radius: 250,
        color: '#0f4c5c',
        weight: 2,
        fillOpacity: 0.15,
        interactive: false,
      }).addTo(map);
    }
    return () => void map.remove();
  }, [location, tiles, t]);
  return <div ref={element} className="ad-location-map" role="region" aria-label={`${t('map.labelOne')}: ${title}`} />;
}
