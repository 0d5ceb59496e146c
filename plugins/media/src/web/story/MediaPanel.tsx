/**
 * "Mídia" in the story form's top bar (slot `story.panels`, spec 001 §2 "media center, embedded
 * search"): the toggle, and the side panel it opens — the program's MAMs, a search of their stored
 * media (250 ms after the last key), and "Adicionar" puts a media into the chosen section as a MOS
 * item (MOS_VIDEO) through the form's `addMosItem`; nothing is added to a read-only story.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { MosItem, PanelProps } from '@lauda/sdk/web';
import type { StoryPanelProps } from '@lauda/plugin-rundown/common';
import { Alert, Badge, Button, Field, Muted, Search, Select, SidePanel, useSearchText } from '@lauda/web-kit';
import type { MamDevice, Media, MediaPage } from '../../common/index.js';
import { EMPTY_QUERY, mediaLength, mediasPath, mosItemOf } from '../logic';
import { StatusBadge } from '../parts/MediaResults';
import { Thumb } from '../parts/Thumb';

type SectionType = StoryPanelProps['sections'][number];
export const MEDIA_PANEL_WIDTH = 420;
const DEFAULT_SECTION: SectionType = 'VT';

export default function MediaPanel(props: StoryPanelProps & PanelProps) {
  const { t, story, reserveWidth } = props;
  const [open, setOpen] = useState(false);
  useEffect(() => reserveWidth(open ? MEDIA_PANEL_WIDTH : 0), [open, reserveWidth]);
  useEffect(() => () => reserveWidth(0), [reserveWidth]);
  if (story.programId === null) return null;
  return (
    <>
      <Button type="button" data-testid="story-media" aria-pressed={open} onClick={() => setOpen((o) => !o)}>{t('panel.open')}</Button>
      {open && <Panel {...props} programId={story.programId} onClose={() => setOpen(false)} />}
    </>
  );
}

function Panel({ api, notify, t, programId, sections, sectionLabel, readOnly, addMosItem, onClose }: StoryPanelProps & PanelProps & { programId: number; onClose(): void }) {
  const s = useCallback((k: string, o?: Record<string, unknown>) => t(`panel.${k}`, o), [t]);
  const [mams, setMams] = useState<MamDevice[] | null>(null);
  const [mamId, setMamId] = useState<number | null>(null);
  const [target, setTarget] = useState<SectionType>(sections.includes(DEFAULT_SECTION) ? DEFAULT_SECTION : sections[0] ?? DEFAULT_SECTION);
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState<MediaPage | null>(null);
  /** what was added while the panel is open, per section: "media already added" */
  const added = useRef(new Set<string>());
  const text = useSearchText(typed, () => undefined);

  useEffect(() => {
    let on = true;
    api.get<MamDevice[]>(`/api/mam?programId=${programId}`).then((list) => {
      if (!on) return;
      setMams(list);
      setMamId(list[0]?.id ?? null);
    }, (e) => {
      if (!on) return;
      setMams([]);
      notify.error(e, 'loadFailed');
    });
    return () => {
      on = false;
    };
  }, [api, notify, programId]);

  useEffect(() => {
    if (!mamId) return;
    let on = true;
    setPage(null);
    api.get<MediaPage>(mediasPath(mamId, { ...EMPTY_QUERY, text, size: 30 })).then((p) => on && setPage(p), (e) => {
      if (!on) return;
      setPage({ data: [], number: 0, size: 30, total: 0, source: 'stored' });
      notify.error(e, 'loadFailed');
    });
    return () => {
      on = false;
    };
  }, [api, notify, mamId, text]);

  const add = (m: Media) => {
    const section = sectionLabel(target);
    const key = `${target}:${m.mamId}:${m.objectId}`;
    if (added.current.has(key)) return notify.notify('warning', s('notAdded'), s('alreadyAdded', { section }));
    const item: MosItem = mosItemOf(m);
    const out = addMosItem(target, item, 'MAM');
    if ('refusal' in out) return notify.notify('warning', s('notAdded'), s(`refusals.${out.refusal}`));
    added.current.add(key);
    notify.notify('success', s('added', { slug: out.added, section }));
  };

  return (
    <Box title={s('title')} width={MEDIA_PANEL_WIDTH} testId="media-panel" closeLabel={t('close')} closeTestId="media-panel-close" onClose={onClose}>
      {mams === null ? <div className="pad"><Muted as="span">{t('loading')}</Muted></div> : !mams.length ? (
        <div className="pad" data-testid="media-panel-none"><Muted as="span">{s('noMam')}</Muted></div>
      ) : (
        <>
          <div className="tools">
            <Field label={s('mam')}>
              <Select value={mamId ?? ''} disabled={mams.length < 2} onChange={(e) => setMamId(Number(e.target.value))} data-testid="media-panel-mam">
                {mams.map((d) => <option key={d.id} value={d.id}>{d.name}</option>)}
              </Select>
            </Field>
            <Field label={s('target')}>
              <Select value={target} disabled={readOnly} onChange={(e) => setTarget(e.target.value as SectionType)} data-testid="media-panel-target">
                {sections.map((x) => <option key={x} value={x}>{sectionLabel(x)}</option>)}
              </Select>
            </Field>
          </div>
          <div className="pad">
            <Search value={typed} placeholder={s('search')} aria-label={s('search')} onChange={(e) => setTyped(e.target.value)} data-testid="media-panel-search" />
          </div>
          {readOnly ? <Alert $tone="warning" data-testid="media-panel-readonly">{s('readOnly')}</Alert> : <Muted as="span" className="pad">{s('hint', { section: sectionLabel(target) })}</Muted>}
          <ul className="list" tabIndex={0} aria-label={t('results')} aria-busy={!page} data-testid="media-panel-results">
            {page && !page.data.length && <li className="pad"><Muted as="span">{text ? t('noMatch') : t('empty')}</Muted></li>}
            {page?.data.map((m) => (
              <li key={m.id} data-testid="media-panel-item" data-slug={m.slug}>
                <Thumb media={m} width={96} label={m.slug} />
                <span className="what">
                  <strong>{m.slug}</strong>
                  <span className="meta"><Badge>{t(`kinds.${m.kind}`)}</Badge>{mediaLength(m) && <span>{mediaLength(m)}</span>}<StatusBadge status={m.status} t={t} /></span>
                </span>
                <Button type="button" $small disabled={readOnly} aria-label={s('addLabel', { slug: m.slug })} onClick={() => add(m)} data-testid="media-panel-add">{s('add')}</Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Box>
  );
}

const Box = styled(SidePanel)`
  gap: 8px;
  .pad { padding: 0 12px; }
  .pad input[type='search'] { width: 100%; }
  .tools { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 8px; padding: 0 12px; }
  > ${Alert} { margin: 0 12px; }
  .list { list-style: none; margin: 0; padding: 0 12px 12px; overflow: auto; display: grid; gap: 8px; align-content: start; flex: 1; }
  .list > li[data-slug] { display: flex; gap: 8px; align-items: center; border: 1px solid var(--lauda-line); border-radius: var(--lauda-radius); padding: 6px; background: var(--lauda-surface); }
  .what { flex: 1; display: grid; gap: 4px; min-width: 0; }
  .what strong { overflow-wrap: anywhere; font-size: 13px; }
  .meta { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; font-size: 12px; }
`;
