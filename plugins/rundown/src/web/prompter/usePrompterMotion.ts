/**
 * The prompter's motion: the text scrolled under the reading line (by the running speed, the keys,
 * the wheel), the place kept across relayouts and font changes, and the actions of its keys and bar.
 */
import { type Dispatch, type SetStateAction, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Rundown } from '../../common/types.js';
import {
  advance, anchorAt, clampFont, clampSpeed, FONT, nextStoryTop, previousStoryTop, prompterBlocks, prompterKey, restoreAnchor, wheelPixels, wheelSteps,
  type Mark, type PrompterAction, type PrompterSettings,
} from '../logic/prompter.js';


/** The reading line, as a share of the screen's height from the top. */
const LINE_AT = 0.3;
interface MotionInput {
  rundown: Rundown | null;
  blocks: ReturnType<typeof prompterBlocks>;
  settings: PrompterSettings;
  setSettings: Dispatch<SetStateAction<PrompterSettings>>;
  running: boolean;
  setRunning: Dispatch<SetStateAction<boolean>>;
  test: boolean;
  setTest: Dispatch<SetStateAction<boolean>>;
  setHelp: Dispatch<SetStateAction<boolean>>;
  help: boolean;
}

export function usePrompterMotion({ rundown, blocks, settings, setSettings, running, setRunning, test, setTest, setHelp, help }: MotionInput) {
  const helpOpen = useRef(help);
  helpOpen.current = help;
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
      // the help dialog is open: its keys (Tab, Enter, Esc) are the dialog's; only H closes it too
      if (helpOpen.current && action !== 'help') return;
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

  return { screen, viewport, content, size, lineY, act, toggleTest, fullScreen };
}
