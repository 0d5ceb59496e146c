/**
 * The teleprompter page, `/main/rundowns/{id}/prompter` (opened in a window of its own from the
 * rundown): the show's read text, large, white on black, fed live by the rundown topics. It covers
 * the whole window (the shell's header and menu stay under it). Controls: keyboard and wheel
 * (`logic/prompter.ts`), a bar that hides while the text runs, the keys in a dialog on request.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { PanelProps } from '@lauda/sdk/web';
import { Slot } from '@lauda/web-kit';
import type { RundownMenuProps } from '../../common/slots.js';
import { useOfferedItems } from '../offers.js';
import { permissionsOf } from '../context.js';
import { displayDate, setTimeZone } from '../logic/format.js';
import { loadPrograms } from '../lookups.js';
import { onAirStoryId, parseSettings, prompterBlocks, rundownIdOfPath, SETTINGS_KEY, testParagraphs, type PrompterSettings } from '../logic/prompter.js';
import { Controls } from './Controls.js';
import { PrompterHelp } from './PrompterHelp.js';
import { usePrompterMotion } from './usePrompterMotion.js';
import { Content, Message, ReadingLine, Screen, Status, Viewport } from './prompterStyles.js';
import { prompterFontFamily, useBranchFontFace } from './branchFont.js';
import { RundownText, TestText } from './PrompterText.js';
import { useRundownFeed } from '../rundownFeed.js';

/** a fresh load now and then: a message lost while the socket was down must not leave an old script */
const PROMPTER_REFRESH_MS = 60_000;
/** The bar hides after the mouse rests this long while the text runs. */
const BAR_IDLE_MS = 3000;

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
  const [help, setHelp] = useState(false);
  const [barAwake, setBarAwake] = useState(true);
  const [programName, setProgramName] = useState('');


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
  useBranchFontFace(settings.branchFont);
  const { screen, viewport, content, size, lineY, act, toggleTest, fullScreen } = usePrompterMotion({ rundown, blocks, settings, setSettings, running, setRunning, test, setTest, setHelp, help });

  useEffect(() => {
    document.title = [t('prompter.title'), title].filter(Boolean).join(' · ');
  }, [t, title]);

  // the bar hides while the text runs and the mouse rests
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
        <Content ref={content} style={{ fontSize: settings.fontSize, fontFamily: prompterFontFamily(settings.branchFont), paddingTop: lineY, paddingBottom: Math.max(0, size.height - lineY) }}>
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
        branchFont={settings.branchFont}
        onBranchFont={() => setSettings((s) => ({ ...s, branchFont: !s.branchFont }))}
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
      {help && <PrompterHelp t={t} onClose={() => setHelp(false)} />}
      {slotProps && <Slot name="prompter.actions" props={slotProps} />}
    </>,
  );
}
