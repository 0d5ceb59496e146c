/**
 * The teleprompter page, `/main/rundowns/{id}/prompter` (opened in a window of its own from the
 * rundown): the show's read text, large, white on black, fed live by the rundown topics. It covers
 * the whole window (the shell's header and menu stay under it). Controls: keyboard and wheel
 * (`logic/prompter.ts`), a bar that hides while the text runs, a help overlay that fades.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { Slot } from '@lauda/web-kit';
import type { RundownMenuProps } from '../../common/slots.js';
import { useOfferedItems } from '../offers.js';
import { permissionsOf } from '../context.js';
import { displayDate, setTimeZone } from '../logic/format.js';
import { loadPrograms } from '../lookups.js';
import {
  advance, anchorAt, clampFont, clampSpeed, FONT, nextStoryTop, onAirStoryId, parseSettings, previousStoryTop, prompterBlocks, prompterKey,
  restoreAnchor, rundownIdOfPath, SETTINGS_KEY, testParagraphs, wheelPixels, wheelSteps, type Mark, type PrompterAction, type PrompterSettings,
} from '../logic/prompter.js';
import { Controls, Help } from './Controls.js';
import { RundownText, TestText } from './PrompterText.js';
import { useRundownFeed } from '../rundownFeed.js';

/** The reading line, as a share of the screen's height from the top. */
const LINE_AT = 0.3;
/** a fresh load now and then: a message lost while the socket was down must not leave an old script */
const PROMPTER_REFRESH_MS = 60_000;
/** The bar hides after the mouse rests this long while the text runs. */
const BAR_IDLE_MS = 3000;
/** The help shows this long when the page opens. */
const HELP_FIRST_MS = 8000;

function storedSettings(): PrompterSettings {
  try {
    return parseSettings(localStorage.getItem(SETTINGS_KEY));
  } catch {
    return parseSettings(null);
  }
}

export default function PrompterPage({ api, live, user, notify, t, branch }: PanelProps) {
  setTimeZone(branch?.timeZone);
  const rundownId = rundownIdOfPath(window.location.pathname);
  const fail = useCallback((e: unknown) => notify.error(e, 'loadFailed'), [notify]);
  const { rundown, failed, reload } = useRundownFeed(api, live, rundownId, fail, { sections: true, refreshMs: PROMPTER_REFRESH_MS });
  const [settings, setSettings] = useState<PrompterSettings>(storedSettings);
  const [running, setRunning] = useState(false);
  const [test, setTest] = useState(false);
  const [help, setHelp] = useState(true);
  const [barAwake, setBarAwake] = useState(true);
  const [programName, setProgramName] = useState('');
  const [size, setSize] = useState({ height: 0 });

  const screen = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const pos = useRef(0);
  const otherPos = useRef(0);
  const marks = useRef<Mark[]>([]);
  const laidOutFont = useRef(settings.fontSize);
  const wheelCarry = useRef(0);
  const settingsRef = useRef(settings);
  settingsRef.current = settings;

  useEffect(() => {
    try {
      localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
    } catch {
      /* private mode: settings last for this window */
    }
  }, [settings]);

  useEffect(() => {
    if (!rundown) return;
    let on = true;
    void loadPrograms(api).then((list) => on && setProgramName(list.find((p) => p.id === rundown.programId)?.name ?? ''));
    return () => {
      on = false;
    };
  }, [api, rundown?.programId]);

  const blocks = useMemo(() => (rundown ? prompterBlocks(rundown) : []), [rundown]);
  const onAirId = rundown ? onAirStoryId(rundown) : null;
  const onAirStory = blocks.flatMap((b) => b.stories).find((s) => s.id === onAirId) ?? null;
  const onAirLabel = onAirStory ? [onAirStory.page, onAirStory.visible ? onAirStory.slug : t('prompter.hidden')].filter(Boolean).join(' ') : null;
  const title = rundown ? [programName, displayDate(rundown.date)].filter(Boolean).join(' · ') : '';
  const paragraphs = useMemo(() => testParagraphs(t('prompter.test.text')), [t]);

  useEffect(() => {
    document.title = [t('prompter.title'), title].filter(Boolean).join(' · ');
  }, [t, title]);

  /* -------------------------------------------------------------- scrolling */

  const lineY = Math.round(size.height * LINE_AT);
  const maxPos = useCallback(() => {
    const v = viewport.current;
    const c = content.current;
    return v && c ? Math.max(0, c.offsetHeight - v.clientHeight) : 0;
  }, []);
  const apply = useCallback(() => {
    if (content.current) content.current.style.transform = `translate3d(0, ${-pos.current}px, 0)`;
  }, []);
  const moveTo = useCallback((p: number) => {
    pos.current = Math.max(0, Math.min(p, maxPos()));
    apply();
  }, [apply, maxPos]);
  const measure = useCallback((selector: string, key: (el: HTMLElement) => string): Mark[] => {
    const c = content.current;
    if (!c) return [];
    return Array.from(c.querySelectorAll<HTMLElement>(selector)).map((el) => ({ key: key(el), top: el.offsetTop - lineY }));
  }, [lineY]);

  useLayoutEffect(() => {
    const v = viewport.current;
    if (!v) return;
    const observer = new ResizeObserver(() => setSize({ height: v.clientHeight }));
    observer.observe(v);
    setSize({ height: v.clientHeight });
    return () => observer.disconnect();
  }, [rundown !== null]);

  // after any change of the text or its layout: the reading line stays on what was being read
  useLayoutEffect(() => {
    const next = measure('[data-mark]', (el) => el.dataset.mark!);
    const anchor = anchorAt(marks.current, pos.current);
    if (anchor && laidOutFont.current !== settings.fontSize) anchor.delta *= settings.fontSize / laidOutFont.current;
    laidOutFont.current = settings.fontSize;
    marks.current = next;
    moveTo(restoreAnchor(anchor, next, pos.current));
  }, [blocks, test, settings.fontSize, lineY, measure, moveTo]);

  useEffect(() => {
    if (!running) return;
    let last = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const { speed, fontSize } = settingsRef.current;
      pos.current = advance(pos.current, speed, fontSize, now - last, maxPos());
      last = now;
      apply();
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [running, apply, maxPos]);

  /* -------------------------------------------------------------- actions */

  const storyTops = useCallback(() => measure('[data-story]', (el) => el.dataset.story!).map((m) => m.top), [measure]);
  const act = useCallback((action: PrompterAction) => {
    switch (action) {
      case 'toggle':
        setRunning((r) => !r);
        return;
      case 'faster':
      case 'slower':
        setSettings((s) => ({ ...s, speed: clampSpeed(s.speed + (action === 'faster' ? 1 : -1)) }));
        return;
      case 'bigger':
      case 'smaller':
        setSettings((s) => ({ ...s, fontSize: clampFont(s.fontSize + (action === 'bigger' ? FONT.step : -FONT.step)) }));
        return;
      case 'mirror':
        setSettings((s) => ({ ...s, mirror: !s.mirror }));
        return;
      case 'help':
        setHelp((h) => !h);
        return;
      case 'top':
        moveTo(0);
        return;
      case 'previousStory':
        moveTo(previousStoryTop(storyTops(), pos.current));
        return;
      case 'nextStory': {
        const top = nextStoryTop(storyTops(), pos.current);
        if (top !== null) moveTo(top);
        return;
      }
      case 'onAir': {
        const el = content.current?.querySelector<HTMLElement>('[data-on-air="true"]');
        if (el) moveTo(el.offsetTop - lineY);
        return;
      }
    }
  }, [moveTo, storyTops, lineY]);

  const toggleTest = useCallback(() => {
    // each text keeps its own place
    const here = pos.current;
    pos.current = otherPos.current;
    otherPos.current = here;
    marks.current = [];
    setTest((x) => !x);
  }, []);

  const fullScreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void screen.current?.requestFullscreen().catch(() => undefined);
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = prompterKey(e);
      if (!action) {
        if (e.key === 'Escape') setHelp(false);
        return;
      }
      e.preventDefault();
      act(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [act]);

  useEffect(() => {
    const el = screen.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if ((e.target as HTMLElement).closest?.('[data-testid="prompter-bar"]')) return;
      e.preventDefault();
      const px = wheelPixels(e.deltaY, e.deltaMode, viewport.current?.clientHeight ?? 800);
      if (!running) {
        moveTo(pos.current + px);
        return;
      }
      const { steps, carry } = wheelSteps(wheelCarry.current, px);
      wheelCarry.current = carry;
      if (steps) setSettings((s) => ({ ...s, speed: clampSpeed(s.speed + steps) }));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [running, moveTo, rundown !== null]);

  // the bar hides while the text runs and the mouse rests; the help fades after a while
  useEffect(() => {
    if (!running) {
      setBarAwake(true);
      return;
    }
    setHelp(false);
    let timer = setTimeout(() => setBarAwake(false), BAR_IDLE_MS);
    const wake = () => {
      setBarAwake(true);
      clearTimeout(timer);
      timer = setTimeout(() => setBarAwake(false), BAR_IDLE_MS);
    };
    window.addEventListener('mousemove', wake);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('mousemove', wake);
    };
  }, [running]);
  useEffect(() => {
    const timer = setTimeout(() => setHelp(false), HELP_FIRST_MS);
    return () => clearTimeout(timer);
  }, []);

  // what other plugins offer on this page (loading the prompters: the on-air plugin)
  const [offered, offerItems] = useOfferedItems();
  const canWrite = permissionsOf(user).write;
  const { id, date, programId, mosEnabled, approved, version } = rundown ?? {};
  const slotProps = useMemo<RundownMenuProps | null>(() => (id === undefined ? null : {
    rundown: { id, date: date!, programId: programId!, mosEnabled: mosEnabled!, approved: approved!, version: version! }, canWrite, offerItems,
  }), [id, date, programId, mosEnabled, approved, version, canWrite, offerItems]);

  /* -------------------------------------------------------------- render */

  const page = (body: ReactNode) =>
    createPortal(
      <Screen ref={screen} data-testid="prompter" className={barAwake ? '' : 'idle'}>
        {body}
      </Screen>,
      document.body,
    );

  if (rundownId === null) return page(<Message data-testid="prompter-no-rundown">{t('prompter.noRundown')}</Message>);
  if (!rundown) {
    return page(
      <Message data-testid="prompter-loading">
        {failed ? (
          <>
            <span>{t('prompter.loadFailed')}</span>
            <button type="button" onClick={() => void reload()}>
              {t('prompter.retry')}
            </button>
          </>
        ) : (
          t('prompter.loading')
        )}
      </Message>,
    );
  }

  return page(
    <>
      <Viewport
        ref={viewport}
        data-testid="prompter-text"
        data-mirror={settings.mirror ? 'true' : 'false'}
        style={{ transform: settings.mirror ? 'scaleX(-1)' : 'none' }}
      >
        {/* under the text: the line marks the place without covering the words */}
        <ReadingLine style={{ top: lineY }} aria-hidden data-testid="prompter-line" />
        <Content ref={content} style={{ fontSize: settings.fontSize, paddingTop: lineY, paddingBottom: Math.max(0, size.height - lineY) }}>
          {test ? <TestText title={t('prompter.test.title')} paragraphs={paragraphs} /> : <RundownText blocks={blocks} t={t} />}
        </Content>
      </Viewport>
      <Controls
        t={t}
        visible={barAwake}
        title={title}
        onAirLabel={onAirLabel}
        running={running}
        speed={settings.speed}
        fontSize={settings.fontSize}
        mirror={settings.mirror}
        test={test}
        offered={offered}
        onAction={act}
        onTest={toggleTest}
        onFullScreen={fullScreen}
      />
      <Status data-testid="prompter-status" data-running={running ? 'true' : 'false'} data-speed={settings.speed}>
        <span className={running ? 'dot on' : 'dot'} />
        {running ? t('prompter.running') : t('prompter.paused')} · {settings.speed}
      </Status>
      <Help t={t} open={help} />
      {slotProps && <Slot name="prompter.actions" props={slotProps} />}
    </>,
  );
}

const Screen = styled.div`
  position: fixed;
  inset: 0;
  /* above the shell's page; its notices (z-index 1000) still show on top */
  z-index: 950;
  overflow: hidden;
  color: #fff;
  background: #000;
  &.idle {
    cursor: none;
  }
`;

const Viewport = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
`;

const Content = styled.div`
  position: relative;
  /* no margin collapses through its padding: the marks measure the same with any padding */
  display: flow-root;
  box-sizing: border-box;
  padding-left: 7vw;
  padding-right: 7vw;
  font-family: 'Liberation Sans', Arial, Helvetica, sans-serif;
  font-weight: 700;
  line-height: 1.3;
  will-change: transform;
`;

const ReadingLine = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  height: 0;
  border-top: 2px solid rgba(255, 213, 74, 0.55);
  pointer-events: none;
  &::before,
  &::after {
    content: '';
    position: absolute;
    top: -13px;
    border: 12px solid transparent;
  }
  &::before {
    left: 0;
    border-left: 22px solid #ffd54a;
  }
  &::after {
    right: 0;
    border-right: 22px solid #ffd54a;
  }
`;

const Status = styled.div`
  position: absolute;
  right: 14px;
  bottom: 12px;
  z-index: 2;
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 3px 9px;
  font: 600 12px/1.4 system-ui, 'Liberation Sans', Arial, sans-serif;
  color: #9aa2ad;
  background: rgba(18, 21, 26, 0.8);
  border-radius: 10px;
  .dot {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: #6f7782;
  }
  .dot.on {
    background: #3ecf6a;
  }
`;

const Message = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 14px;
  height: 100%;
  font: 600 22px/1.4 system-ui, 'Liberation Sans', Arial, sans-serif;
  color: #c9ced6;
  button {
    padding: 8px 16px;
    font: inherit;
    font-size: 15px;
    color: #fff;
    background: #262c35;
    border: 1px solid #3a424e;
    border-radius: 4px;
    cursor: pointer;
  }
`;
