/** The map view of an address (spec 001 §7 "maps … view"): a kit dialog with the map centred on it. */
import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { Button, Dialog, EmptyState, Loading } from '@lauda/web-kit';
import type { ApiClient } from '@lauda/sdk/web';
import type { MapConfig, MapPlace } from '../common/index.js';
import { PATHS } from './api';
import { ADDRESS_PATHS } from './addressModel';
import { escapeHtml, PIN } from './LeafletMap';

type T = (key: string, options?: Record<string, unknown>) => string;

function PlaceMap({ config, place, t }: { config: MapConfig; place: MapPlace; t: T }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const m = L.map(host.current, { zoomControl: false, center: [place.lat, place.lon], zoom: 16 });
    L.control.zoom({ zoomInTitle: t('zoomIn'), zoomOutTitle: t('zoomOut') }).addTo(m);
    L.tileLayer(config.tileUrl, { attribution: escapeHtml(config.attribution), maxZoom: 19 }).addTo(m);
    L.marker([place.lat, place.lon], { keyboard: false, title: place.label, icon: L.divIcon({ className: 'map-pin chosen', html: PIN, iconSize: [24, 34], iconAnchor: [12, 34] }) }).addTo(m);
    return () => void m.remove();
  }, [config, place, t]);
  return <div ref={host} role="region" aria-label={t('address.mapOf', { label: place.label })} data-testid="address-map-canvas" style={{ height: 'min(420px, 55vh)', color: 'var(--lauda-primary)' }} />;
}

export function AddressMapDialog({ api, address, onClose, t }: { api: ApiClient; address: string; onClose: () => void; t: T }) {
  const [state, setState] = useState<{ config: MapConfig; place: MapPlace | null; failed?: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([
      api.get<MapConfig>(PATHS.config),
      api.get<MapPlace>(ADDRESS_PATHS.location(address)).then((p) => p, (e: { status?: number }) => (e?.status === 404 ? null : Promise.reject(e))),
    ]).then(([config, place]) => live && setState({ config, place }), () => live && setState({ config: null as unknown as MapConfig, place: null, failed: true }));
    return () => { live = false; };
  }, [api, address]);
  const footer = <Button type="button" onClick={onClose} data-testid="address-map-close">{t('close')}</Button>;
  return (
    <Dialog title={t('address.mapTitle')} onClose={onClose} width={760} footer={footer} testId="address-map-dialog" closeLabel={t('close')}>
      <p style={{ marginTop: 0 }} data-testid="address-map-address">{address}</p>
      {!state && <Loading />}
      {state?.failed && <EmptyState title={t('address.lookupFailed')} text={t('address.lookupFailedText')} testId="address-map-failed" />}
      {state && !state.failed && !state.place && <EmptyState title={t('address.notFound')} testId="address-map-not-found" />}
      {state?.place && (
        <>
          <p data-testid="address-map-label">{t('address.found', { label: state.place.label, lat: state.place.lat.toFixed(5), lon: state.place.lon.toFixed(5) })}</p>
          {state.config.tileUrl ? <PlaceMap config={state.config} place={state.place} t={t} /> : <EmptyState title={t('noTiles')} text={t('noTilesText')} />}
        </>
      )}
    </Dialog>
  );
}
