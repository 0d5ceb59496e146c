/**
 * The address field the maps plugin gives other plugins' forms (slot `guideline.guide.address`):
 * suggestions from 3 characters once typing stops for 1 s (a combobox: arrows, Enter, Escape), the
 * map view of the address, and "use my location" where the browser allows it (reverse lookup; the
 * suggestions then look in the user's country, or in Brazil when the lookup fails).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { IconButton, Input, useDebounced } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import type { AddressFieldProps } from '@lauda/plugin-guidelines/common';
import { MAP_ERRORS, type MapCountry, type MapPlace } from '../common/index.js';
import { AddressMapDialog } from './AddressMapDialog';
import { ADDRESS_PATHS, AUTOCOMPLETE_DELAY_MS, currentPosition, FALLBACK_COUNTRY, shouldSuggest } from './addressModel';

const icon = { width: 16, height: 16, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, 'aria-hidden': true } as const;
const LOCATE = <svg {...icon}><circle cx="12" cy="12" r="7" /><circle cx="12" cy="12" r="2" /><path d="M12 2v3M12 19v3M2 12h3M19 12h3" /></svg>;
const PIN = <svg {...icon}><path d="M12 21s-7-6.4-7-12a7 7 0 0 1 14 0c0 5.6-7 12-7 12z" /><circle cx="12" cy="9" r="2.5" /></svg>;

export default function AddressField({ id, value, onChange, readOnly, maxLength, testId, api, notify, t }: AddressFieldProps & PanelProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const [options, setOptions] = useState<MapPlace[]>([]);
  const [active, setActive] = useState(-1);
  const [country, setCountry] = useState<string | null>(null);
  const [mapOpen, setMapOpen] = useState(false);
  const [locating, setLocating] = useState(false);
  const settled = useDebounced(typed, AUTOCOMPLETE_DELAY_MS);
  const listId = useId();
  const asked = useRef(0);

  // no geocoder set up (422 maps.noGeocoder): the field stays a plain input, without a notice on each word
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    if (unavailable || settled === null || !shouldSuggest(settled)) return setOptions([]);
    const n = ++asked.current;
    api.get<MapPlace[]>(ADDRESS_PATHS.autocomplete(settled, country))
      .then((list) => { if (n === asked.current) { setOptions(list); setActive(-1); } })
      .catch((e: { code?: string }) => {
        if (n !== asked.current) return;
        setOptions([]);
        if (e?.code === MAP_ERRORS.noGeocoder) setUnavailable(true);
        else notify.error(e, 'loadFailed');
      });
  }, [api, notify, settled, country, unavailable]);

  const choose = (p: MapPlace) => {
    onChange(p.label.slice(0, maxLength));
    setTyped(null);
    setOptions([]);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!options.length) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      choose(options[active]!);
    } else if (e.key === 'Escape') {
      e.stopPropagation();
      setOptions([]);
    }
  };

  const locate = async () => {
    setLocating(true);
    try {
      const here = await currentPosition();
      if (!here) {
        // the browser does not allow it: the spec's fallback country
        setCountry(FALLBACK_COUNTRY);
        notify.notify('info', t('address.noLocation'), t('address.fallbackCountry'));
        return;
      }
      const [place, where] = await Promise.all([
        api.get<MapPlace>(ADDRESS_PATHS.reverse(here.lat, here.lon)).catch(() => null),
        api.get<MapCountry>(ADDRESS_PATHS.country(here.lat, here.lon)).catch((): MapCountry => ({ countryCode: FALLBACK_COUNTRY, fallback: true })),
      ]);
      setCountry(where.countryCode);
      if (place) onChange(place.label.slice(0, maxLength));
      else notify.notify('warning', t('address.reverseFailed'), t('address.fallbackCountry'));
    } finally {
      setLocating(false);
    }
  };

  const open = options.length > 0;
  return (
    <Wrap>
      <Input
        id={id} value={value} maxLength={maxLength} disabled={readOnly} data-testid={testId} autoComplete="off"
        role="combobox" aria-autocomplete="list" aria-expanded={open} aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(e) => { onChange(e.target.value); setTyped(e.target.value); }}
        onKeyDown={onKey} onBlur={() => setTimeout(() => setOptions([]), 150)}
      />
      {!readOnly && (
        <IconButton type="button" label={t('address.locate')} onClick={() => void locate()} disabled={locating} data-testid={`${testId}-locate`}>{LOCATE}</IconButton>
      )}
      <IconButton type="button" label={t('address.viewMap')} onClick={() => setMapOpen(true)} disabled={!value.trim()} data-testid={`${testId}-map`}>{PIN}</IconButton>
      {open && (
        <List id={listId} role="listbox" aria-label={t('address.suggestions')} data-testid={`${testId}-suggestions`}>
          {options.map((p, i) => (
            <li key={`${p.lat},${p.lon},${i}`} id={`${listId}-${i}`} role="option" aria-selected={i === active}
              onMouseDown={(e) => { e.preventDefault(); choose(p); }} data-testid="address-suggestion">
              {p.label}
            </li>
          ))}
        </List>
      )}
      {mapOpen && <AddressMapDialog api={api} address={value} onClose={() => setMapOpen(false)} t={t} />}
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
  display: flex;
  gap: 4px;
  align-items: center;
  > input {
    flex: 1;
    min-width: 0;
  }
`;
const List = styled.ul`
  position: absolute;
  z-index: 30;
  top: 100%;
  left: 0;
  right: 0;
  margin: 2px 0 0;
  padding: 4px 0;
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: 6px;
  box-shadow: 0 6px 18px rgb(0 0 0 / 0.15);
  max-height: 240px;
  overflow: auto;
  li {
    padding: 7px 10px;
    cursor: pointer;
    font-size: 13px;
  }
  li[aria-selected='true'],
  li:hover {
    background: ${({ theme }) => theme.color.sunken};
  }
`;
