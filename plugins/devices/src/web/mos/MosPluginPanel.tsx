/**
 * The MOS plug-in panel beside the story form (slot `story.panels`): the HTML plug-ins of the
 * devices serving the story's program, one at a time in an iframe (MOS 2.8.x plug-in messages over
 * `postMessage`). An item the plug-in sends goes to the chosen section through the story form.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { buildAck, buildAppInfo, buildItemRequest, type ApiClient, type MosItem, type Notifier, type WebUser } from '@lauda/sdk/web';
import type { StoryPanelProps } from '@lauda/plugin-rundown/common';
import { Alert, Button, Field, Muted, Select, SidePanel } from '@lauda/web-kit';
import type { DevicePluginInfo } from '../../common/index.js';
import { MosPluginHost, type LinkState } from './host.js';
import { usablePlugins } from './usable.js';

type T = (key: string, options?: Record<string, unknown>) => string;
type SectionType = StoryPanelProps['sections'][number];

export const MOS_PANEL_WIDTH = 460;
/** The web part is not told LAUDA_MOS_NCS_ID; plug-ins get the default, which they only show. */
const NCS_ID = 'LAUDA';

export const devicePluginsPath = (programId: number) => `/api/programs/${programId}/device-plugins`;

export interface MosPluginPanelProps extends Pick<StoryPanelProps, 'story' | 'sections' | 'sectionLabel' | 'readOnly' | 'addMosItem'> {
  api: ApiClient;
  notify: Notifier;
  user: WebUser;
  t: T;
  programId: number;
  onClose(): void;
  /** the device whose plug-in is shown (drops are mapped by its kind) */
  onDevice(device: DevicePluginInfo | null): void;
}

const DEFAULT_SECTION: SectionType = 'VT';

export function MosPluginPanel({ api, notify, user, t, programId, story, sections, sectionLabel, readOnly, addMosItem, onClose, onDevice }: MosPluginPanelProps) {
  const s = useCallback((k: string, o?: Record<string, unknown>) => t(`mosPlugin.${k}`, o), [t]);
  const [devices, setDevices] = useState<DevicePluginInfo[] | null>(null);
  const [extraMams, setExtraMams] = useState<DevicePluginInfo[]>([]);
  const [deviceId, setDeviceId] = useState<number | null>(null);
  const [target, setTarget] = useState<SectionType>(sections.includes(DEFAULT_SECTION) ? DEFAULT_SECTION : sections[0] ?? DEFAULT_SECTION);
  /** a new key mounts a new iframe (and host): the "reopen" */
  const [opening, setOpening] = useState(0);
  const [link, setLink] = useState<LinkState>({ status: 'opening' });
  const [version, setVersion] = useState('');

  useEffect(() => {
    let on = true;
    api.get<DevicePluginInfo[]>(devicePluginsPath(programId)).then((list) => {
      if (!on) return;
      const { plugins, extraMams: extra } = usablePlugins(Array.isArray(list) ? list : []);
      setDevices(plugins);
      setExtraMams(extra);
      setDeviceId((cur) => (cur && plugins.some((p) => p.id === cur) ? cur : plugins[0]?.id ?? null));
    }, (e) => {
      if (!on) return;
      setDevices([]);
      notify.error(e, 'loadFailed');
    });
    api.get<{ version?: string } | null>('/api/system').then((v) => on && setVersion(v?.version ?? ''), () => undefined);
    return () => {
      on = false;
    };
  }, [api, notify, programId]);

  const device = devices?.find((d) => d.id === deviceId) ?? null;
  useEffect(() => onDevice(device), [device, onDevice]);

  // what the host's callbacks read without re-creating it
  const live = useRef({ story, target, readOnly, device, version, user, addMosItem, onClose, s, notify, sectionLabel });
  live.current = { story, target, readOnly, device, version, user, addMosItem, onClose, s, notify, sectionLabel };

  const frame = useRef<HTMLIFrameElement>(null);
  const host = useRef<MosPluginHost | null>(null);

  const appInfo = useCallback(() => {
    const c = live.current;
    const r = frame.current?.getBoundingClientRect();
    return buildAppInfo({
      ncsId: NCS_ID, userId: c.user.nickname, roId: c.story.roId, storyId: c.story.uuid,
      storySlug: c.story.slug || null, version: c.version || '0', frame: r ? { x: r.left, y: r.top, width: r.width, height: r.height } : null,
    });
  }, []);

  const receiveItem = useCallback((item: MosItem) => {
    const c = live.current;
    const answer = (xml: string) => host.current?.send(xml);
    const out = c.addMosItem(c.target, item, c.device?.kind ?? null);
    if ('refusal' in out) {
      answer(buildAck('ERROR', c.s(out.refusal)));
      c.notify.notify('warning', c.s('notAdded'), c.s(out.refusal));
      return;
    }
    const section = c.sectionLabel(c.target);
    answer(buildAck('ACK', c.s('added', { slug: out.added, section })));
    c.notify.notify('success', c.s('added', { slug: out.added, section }));
  }, []);

  useLayoutEffect(() => {
    const el = frame.current;
    if (!el || !device) return;
    setLink({ status: 'opening' });
    const h = new MosPluginHost({
      frame: el,
      url: device.url,
      appInfo,
      onState: (state) => {
        setLink(state);
        // spec 001 §8 device error "plugin link lost (close and reopen the plugin)"
        if (state.status === 'lost') live.current.notify.notify('warning', live.current.s('linkLost'));
      },
      // the parser's own words are for whoever copies the details (the plug-in's vendor)
      onInvalid: (e) => live.current.notify.notify('warning', live.current.s('notAdded'), live.current.s('invalidMessage'), e.message),
      onMessage: (m) => {
        if (m.kind === 'item') receiveItem(m.item);
        else if (m.kind === 'reqAppClose') live.current.onClose();
      },
    });
    host.current = h;
    h.start();
    return () => {
      h.stop();
      if (host.current === h) host.current = null;
    };
  }, [appInfo, device, opening, receiveItem]);

  const lost = link.status === 'lost';
  const sectionOptions = useMemo(() => sections.map((x) => ({ value: x, label: sectionLabel(x) })), [sections, sectionLabel]);

  return (
    <Panel
      title={s('title')}
      width={MOS_PANEL_WIDTH}
      testId="mos-plugin-panel"
      data-link={link.status}
      closeLabel={s('close')}
      closeTestId="mos-plugin-close"
      onClose={onClose}
      header={device && <span className={`pill ${link.status}`} data-testid="mos-plugin-status">{s(`status.${link.status}`)}</span>}
    >

      {devices === null ? (
        <div className="body"><Muted as="span">{s('loading')}</Muted></div>
      ) : !devices.length ? (
        <div className="body" data-testid="mos-plugin-none"><Muted as="span">{s('none')}</Muted></div>
      ) : (
        <>
          <div className="tools">
            <Field label={s('device')}>
              <Select data-testid="mos-plugin-device" value={deviceId ?? ''} disabled={devices.length < 2} onChange={(e) => setDeviceId(Number(e.target.value))}>
                {devices.map((d) => <option key={d.id} value={d.id}>{d.name} · {d.kind}</option>)}
              </Select>
            </Field>
            <Field label={s('target')}>
              <Select data-testid="mos-plugin-target" value={target} disabled={readOnly} onChange={(e) => setTarget(e.target.value as SectionType)}>
                {sectionOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
              </Select>
            </Field>
            <Button type="button" $small data-testid="mos-plugin-request" disabled={readOnly || link.status !== 'linked'} title={s('requestHint')}
              onClick={() => host.current?.send(buildItemRequest())}>{s('request')}</Button>
          </div>
          {extraMams.length > 0 && (
            <Alert $tone="warning" data-testid="mos-plugin-one-mam"><span className="grow">{s('onlyOneMam', { names: extraMams.map((d) => d.name).join(', ') })}</span></Alert>
          )}
          {lost && (
            <Alert $tone="danger" role="alert" data-testid="mos-plugin-lost">
              <span className="grow"><strong>{s('linkLost')}</strong></span>
              <Button type="button" $small $variant="primary" data-testid="mos-plugin-reopen" onClick={() => setOpening((n) => n + 1)}>{s('reopen')}</Button>
            </Alert>
          )}
          {device && (
            <iframe
              key={`${device.id}:${opening}`}
              ref={frame}
              className={lost ? 'lost' : ''}
              title={s('frameTitle', { name: device.name })}
              data-testid="mos-plugin-frame"
              src={device.url}
              sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
              referrerPolicy="no-referrer"
            />
          )}
          <Muted as="span" className="hint">{readOnly ? s('readOnly') : s('hint', { section: sectionLabel(target) })}</Muted>
        </>
      )}
    </Panel>
  );
}

const Panel = styled(SidePanel)`
  gap: 8px;
  padding-bottom: 8px;
  .pill {
    font-size: 11px;
    font-weight: 600;
    padding: 1px 8px;
    border-radius: 10px;
    background: var(--lauda-sunken);
    color: var(--lauda-muted);
  }
  .pill.linked {
    background: color-mix(in srgb, var(--lauda-success) 15%, var(--lauda-surface));
    color: var(--lauda-success);
  }
  .pill.lost {
    background: color-mix(in srgb, var(--lauda-danger) 15%, var(--lauda-surface));
    color: var(--lauda-danger);
  }
  .tools {
    display: grid;
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr) auto;
    align-items: end;
    gap: 8px;
    padding: 0 12px;
  }
  > ${Alert} {
    margin: 0 12px;
  }
  iframe {
    flex: 1;
    min-height: 200px;
    margin: 0 12px;
    border: 1px solid var(--lauda-line);
    border-radius: var(--lauda-radius);
    background: #fff;
  }
  iframe.lost {
    opacity: 0.35;
    pointer-events: none;
  }
  .hint {
    padding: 0 12px;
  }
`;
