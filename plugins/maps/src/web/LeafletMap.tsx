/**
 * The map itself (Leaflet): the tile layer of the branch's settings, a marker per placed point with
 * its popup (slug, time, address, state, "Ver"). Markers are not tab stops: the side list is the
 * keyboard's way to every point; choosing one there centres it here and opens its popup.
 */
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapConfig, MapPoint } from '../common/index.js';
import { timeOf } from './model';

type T = (key: string, options?: Record<string, unknown>) => string;
type Placed = MapPoint & { lat: number; lon: number };

interface Props {
  config: MapConfig;
  points: Placed[];
  /** the point chosen (a new object each time it is chosen) */
  selected: { key: string } | null;
  onSelect(key: string): void;
  onView(point: MapPoint): void;
  t: T;
}

// Leaflet reads attribution as HTML: the admin's text is shown as text
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const PIN = '<svg viewBox="0 0 24 34" width="24" height="34" aria-hidden="true"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 34 12 34s12-13.2 12-22.1C24 5.3 18.6 0 12 0z" fill="currentColor" stroke="#fff" stroke-width="1.5"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>';
const icon = (chosen: boolean) => L.divIcon({ className: chosen ? 'map-pin chosen' : 'map-pin', html: PIN, iconSize: [24, 34], iconAnchor: [12, 34], popupAnchor: [0, -30] });

function popupOf(p: MapPoint, t: T, onView: (p: MapPoint) => void): HTMLElement {
  const box = document.createElement('div');
  box.dataset.testid = 'map-popup';
  box.dataset.key = p.key;
  const line = (tag: string, text: string, className?: string) => {
    const el = document.createElement(tag);
    el.textContent = text;
    if (className) el.className = className;
    box.append(el);
  };
  line('strong', p.slug);
  line('div', [timeOf(p), p.address].filter(Boolean).join(' · '));
  if (p.interviewee) line('div', p.interviewee, 'sub');
  if (p.state) line('div', t(`states.${p.state}`, { defaultValue: p.state }), 'sub');
  const view = document.createElement('button');
  view.type = 'button';
  view.textContent = t('view');
  view.setAttribute('aria-label', t('viewOf', { slug: p.slug }));
  view.dataset.testid = 'map-popup-view';
  view.addEventListener('click', () => onView(p));
  box.append(view);
  return box;
}

export function LeafletMap({ config, points, selected, onSelect, onView, t }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  const framed = useRef<string | null>(null);
  const handlers = useRef({ onSelect, onView, t });
  handlers.current = { onSelect, onView, t };

  // the map and its tiles, again when the settings change
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const m = L.map(el, { zoomControl: false, center: [config.centerLat, config.centerLon], zoom: config.zoom });
    L.control.zoom({ zoomInTitle: handlers.current.t('zoomIn'), zoomOutTitle: handlers.current.t('zoomOut') }).addTo(m);
    L.tileLayer(config.tileUrl, { attribution: escapeHtml(config.attribution), maxZoom: 19 }).addTo(m);
    layer.current = L.layerGroup().addTo(m);
    map.current = m;
    const resized = new ResizeObserver(() => m.invalidateSize());
    resized.observe(el);
    return () => {
      resized.disconnect();
      m.remove();
      map.current = null;
      markers.current.clear();
      framed.current = null;
    };
  }, [config.tileUrl, config.attribution, config.centerLat, config.centerLon, config.zoom]);

  // the markers, and the view around them
  useEffect(() => {
    const m = map.current;
    const group = layer.current;
    if (!m || !group) return;
    group.clearLayers();
    markers.current.clear();
    for (const p of points) {
      const marker = L.marker([p.lat, p.lon], { icon: icon(false), keyboard: false, title: `${p.slug} · ${p.address}` })
        .bindPopup(() => popupOf(p, handlers.current.t, (x) => handlers.current.onView(x)))
        .on('click', () => handlers.current.onSelect(p.key));
      group.addLayer(marker);
      marker.getElement()?.setAttribute('data-key', p.key);
      markers.current.set(p.key, marker);
    }
    // framed again only when other points show (a reload after a change keeps the user's view)
    const shown = points.map((p) => `${p.key}@${p.lat},${p.lon}`).sort().join('|');
    if (shown === framed.current) return;
    framed.current = shown;
    if (points.length) m.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lon] as [number, number])), { padding: [40, 40], maxZoom: 15 });
    else m.setView([config.centerLat, config.centerLon], config.zoom);
  }, [points, config]);

  // the point chosen in the list: centred, its popup open
  useEffect(() => {
    for (const [key, marker] of markers.current) {
      marker.setIcon(icon(key === selected?.key));
      marker.getElement()?.setAttribute('data-key', key);
    }
    const marker = selected ? markers.current.get(selected.key) : undefined;
    if (!marker || !map.current) return;
    map.current.panTo(marker.getLatLng());
    if (!marker.isPopupOpen()) marker.openPopup();
  }, [selected, points]);

  return <div ref={host} className="map-canvas" role="region" aria-label={t('mapLabel')} data-testid="production-map-canvas" />;
}
