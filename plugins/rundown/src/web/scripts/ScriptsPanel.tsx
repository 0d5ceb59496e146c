/**
 * The scripts area, "Scripts" (spec 000 §2): the continuous script of one rundown, chosen by date
 * and program — every story in show order with its page, slug, time and every section as the story
 * PDF's content kind prints it (cues, camera and presenter lines, texts, CGs, media), read-only. A
 * slug opens the story in the document drawer; "PDF" is the whole script from the server.
 * Others' private stories are their place only. It follows the rundown live.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, DateInput, EmptyState, Loading, Select, Toolbar, ToolField, dateIn, formatDate } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import { RUNDOWN_TOPICS } from '../../common/ids.js';
import { SECTION_TYPES } from '../../common/timing.js';
import type { Rundown } from '../../common/types.js';
import { DocumentDrawer } from '../story/DocumentDrawer.js';
import { ViewerSection, sectionHasContent } from '../story/ViewerCard.js';
import { loadPrograms, useLookups, type Program } from '../lookups.js';
import { clock, isoMs } from '../logic/format.js';
import { localeOfLang } from '../logic/print.js';
import { Script } from './scriptStyles.js';

type Loaded = { state: 'loading' } | { state: 'none' } | { state: 'failed' } | { state: 'ok'; rundown: Rundown };

export default function ScriptsPanel({ api, live, notify, t }: PanelProps) {
  const s = (k: string, o?: Record<string, unknown>) => t(`scriptsArea.${k}`, o);
  const [date, setDate] = useState<string>(dateIn(Date.now()));
  const [programs, setPrograms] = useState<Program[]>([]);
  const [programId, setProgramId] = useState<number | null>(null);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [viewing, setViewing] = useState<number | null>(null);
  const lookups = useLookups(api, programId);
  useEffect(() => {
    void loadPrograms(api).then((p) => { setPrograms(p); setProgramId((id) => id ?? p[0]?.id ?? null); });
  }, [api]);

  const load = useCallback(() => {
    if (!programId) return;
    api.get<Rundown>(`/api/rundowns?date=${date}&programId=${programId}`)
      .then((rundown) => setLoaded({ state: 'ok', rundown }))
      .catch((e: { status?: number }) => {
        if (e?.status === 404) setLoaded({ state: 'none' });
        else { setLoaded({ state: 'failed' }); notify.error(e, 'loadFailed'); }
      });
  }, [api, notify, date, programId]);
  useEffect(() => { setLoaded({ state: 'loading' }); load(); }, [load]);
  // a change anywhere in the show: load again, at most twice a second
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    const again = () => { timer.current ??= setTimeout(() => { timer.current = null; load(); }, 500); };
    const offs = [RUNDOWN_TOPICS.stories, RUNDOWN_TOPICS.blocks, RUNDOWN_TOPICS.rundowns].map((topic) => live.subscribe(topic, again));
    return () => { offs.forEach((off) => off()); if (timer.current) clearTimeout(timer.current); timer.current = null; };
  }, [live, load]);

  const locale = localeOfLang(document.documentElement.lang);
  const pdfUrl = (id: number) => `/api/rundowns/${id}/pdf?kind=scripts${locale ? `&locale=${locale}` : ''}`;
  const programName = programs.find((p) => p.id === programId)?.name ?? '';
  return (
    <div data-testid="scripts-panel">
      <Toolbar $bar style={{ alignItems: 'flex-end', padding: '6px 8px 8px' }}>
        <ToolField>{s('date')}<DateInput value={date} aria-label={s('date')} onChange={(v) => v && setDate(v)} testId="scripts-date" /></ToolField>
        <ToolField>{s('program')}
          <Select value={programId ?? ''} onChange={(e) => setProgramId(Number(e.target.value))} data-testid="scripts-program">
            {programs.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
          </Select>
        </ToolField>
        <span className="grow" />
        {loaded.state === 'ok' && (
          <Button as="a" href={pdfUrl(loaded.rundown.id)} target="_blank" rel="noopener" style={{ textDecoration: 'none' }} data-testid="scripts-pdf">{s('pdf')}</Button>
        )}
      </Toolbar>
      {!programs.length || loaded.state === 'none' ? (
        <EmptyState title={s('noRundown')} text={s('noRundownHint', { date: formatDate(date), program: programName })} testId="scripts-none" />
      ) : loaded.state === 'loading' ? (
        <Loading />
      ) : loaded.state === 'failed' ? (
        <Alert $tone="danger">{s('failed')}</Alert>
      ) : (
        <Script data-testid="scripts-script" aria-label={s('title')}>
          <h1>{programName} · {formatDate(loaded.rundown.date)}</h1>
          {loaded.rundown.blocks.map((b, bi) => (
            <section key={b.id} aria-label={b.standBy ? t('standBy') : s('block', { n: bi + 1 })} data-testid={`scripts-block-${b.id}`}>
              <h2>{b.standBy ? t('standBy') : s('block', { n: bi + 1 })}</h2>
              {b.stories.length === 0 && <p className="muted">{s('emptyBlock')}</p>}
              {b.stories.map((st) => (
                <article key={st.id} className="story" data-testid={`scripts-story-${st.id}`}>
                  <header>
                    <span className="page">{st.page ?? ''}</span>
                    {st.visible
                      ? <Button type="button" $variant="ghost" $small onClick={() => setViewing(st.id)} data-testid={`scripts-open-${st.id}`}>{st.slug || t('storyForm.untitled')}</Button>
                      : <span className="private">{t('storyForm.private')}</span>}
                    <span className="total">{clock(isoMs(st.total))}</span>
                  </header>
                  {st.visible && (st.sections ?? []).filter(sectionHasContent).sort((x, y) => SECTION_TYPES.indexOf(x.type) - SECTION_TYPES.indexOf(y.type))
                    .map((sec) => <ViewerSection key={sec.type} section={sec} t={t} lookups={lookups} />)}
                  {st.visible && !(st.sections ?? []).some(sectionHasContent) && <p className="muted">{s('noScript')}</p>}
                </article>
              ))}
            </section>
          ))}
        </Script>
      )}
      {viewing !== null && <DocumentDrawer origin="story" id={viewing} t={t} onClose={() => setViewing(null)} />}
    </div>
  );
}
