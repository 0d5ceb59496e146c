/**
 * A rundown on a phone: read-only, one story a line (page, slug, air time, length), the on-air
 * band on top, and a tap on a story reads its script under it. What the server sends is what the
 * user may see (a private story stays a label).
 */
import { Fragment, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useWorkspace } from '../context.js';
import { useNow } from '../hooks.js';
import { clockColumn, figures, liveFigures, onAirTime } from '../logic/clock.js';
import { clock, displayDate, isoMs } from '../logic/format.js';
import { localeOfLang, PRINT_FONT_SIZES, rundownPdfUrl } from '../logic/print.js';
import { Button } from '@lauda/web-kit';
import { useRundownFeed } from '../rundownFeed.js';
import { ON_AIR } from '../colors.js';
import { ScriptPane } from './ScriptPane.js';

export function PhoneRundown({ rundownId }: { rundownId: number }) {
  const { api, live, fail, w, programName } = useWorkspace();
  const { rundown: r } = useRundownFeed(api, live, rundownId, fail, { sections: false });
  const [reading, setReading] = useState<number | null>(null);
  const airing = !!r && (!!r.onAir || r.displayStatus === 'play');
  const now = useNow(airing, 1000);
  const figs = useMemo(() => (r ? figures(r) : null), [r]);
  const times = useMemo(() => (r ? clockColumn(r, 'progressive') : null), [r]);
  if (!r || !figs || !times) return <Box>{w('loading')}</Box>;
  const air = liveFigures(r, figs.totals, now, onAirTime(r));
  const onAirStory = r.onAir?.kind === 'story' ? r.blocks.flatMap((b) => b.stories).find((s) => s.id === r.onAir!.id) : undefined;
  return (
    <Box data-testid="phone-rundown">
      <header className="head">
        <b>{programName(r.programId)}</b> <span>{displayDate(r.date)}</span>
        {/* no printing on a phone: the texts read on air as a PDF */}
        <Button
          as="a"
          $small
          className="pdf"
          href={rundownPdfUrl(r.id, 'display', { fontSize: PRINT_FONT_SIZES.default, withoutStandBy: false, approvedOnly: false, locale: localeOfLang(document.documentElement.lang) })}
          target="_blank"
          rel="noopener"
          style={{ textDecoration: 'none' }}
          aria-label={`${w('print.pdf')}: ${w('print.kindDisplay')}`}
          data-testid="phone-pdf"
        >
          {w('print.pdf')}
        </Button>
      </header>
      {airing && (
        <div className="band" data-testid="phone-on-air" style={{ background: ON_AIR }}>
          <span className="badge">{w('live.onAir')}</span>
          <span className="slug">{onAirStory ? onAirStory.slug : ''}</span>
          <span className="mono">{r.onAir ? clock(air.itemRemaining) : '--:--'}</span>
          <span className="end">{w('live.projectedEnd')} <span className="mono" data-testid="phone-projected-end">{air.projectedEnd}</span></span>
        </div>
      )}
      <ol className="list" aria-label={programName(r.programId)}>
        {r.blocks.map((b) => (
          <Fragment key={b.id}>
            {b.stories.map((s) => (
              <li key={s.id} className={s.displayStatus === 'play' ? 'on-air' : s.displayStatus === 'stop' ? 'done' : ''}>
                <button type="button" aria-expanded={reading === s.id} data-testid="phone-story" data-slug={s.slug ?? ''} onClick={() => setReading((x) => (x === s.id ? null : s.id))}>
                  <span className="page mono">{s.page ?? ''}</span>
                  <span className="slug">{s.visible === false ? w('scriptPane.private') : s.slug}</span>
                  <span className="mono">{times.get(s.id)?.text ?? ''}</span>
                  <span className="mono">{clock(isoMs(s.total))}</span>
                </button>
                {reading === s.id && <div className="reading"><ScriptPane storyId={s.id} onHide={() => setReading(null)} /></div>}
              </li>
            ))}
          </Fragment>
        ))}
      </ol>
    </Box>
  );
}

const Box = styled.div`
  overflow-y: auto;
  overflow-x: hidden;
  height: 100%;
  .head { padding: 8px 10px; display: flex; gap: 8px; align-items: baseline; }
  .head .pdf { margin-left: auto; align-self: center; }
  .band { position: sticky; top: 0; z-index: 1; display: grid; grid-template-columns: auto 1fr auto; gap: 2px 8px; padding: 6px 10px; color: #fff; font-weight: 600; }
  .band .badge { text-transform: uppercase; font-size: 11px; letter-spacing: 0.06em; }
  .band .slug { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .band .end { grid-column: 1 / -1; font-size: 12px; font-weight: 500; }
  .mono { font-family: var(--lauda-font-mono); font-variant-numeric: tabular-nums; }
  .list { list-style: none; margin: 0; padding: 0; }
  li { border-bottom: 1px solid var(--lauda-line); background: var(--lauda-surface); }
  li.on-air { box-shadow: inset 4px 0 0 var(--lauda-on-air); }
  li.done { opacity: 0.7; }
  li > button { width: 100%; min-height: 44px; display: grid; grid-template-columns: 2.5em minmax(0, 1fr) auto auto; gap: 8px; align-items: center; padding: 6px 10px; border: 0; background: none; color: var(--lauda-text); font: inherit; text-align: left; cursor: pointer; }
  li > button .slug { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 600; }
  .reading { border-top: 1px solid var(--lauda-line); }
  .reading > aside { height: auto; max-height: 60vh; }
`;
