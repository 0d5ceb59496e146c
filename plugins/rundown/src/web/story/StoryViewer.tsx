/**
 * The story viewer card (spec 001 §2): title = page, type abbreviation and slug (or a "private" label
 * when the story is not visible); a meta block (branch, date, program, media code, reporter, image
 * editor, editor, timings); the sections (head, link, vt, live voice-over, footnote, recorded
 * voice-over, info) and an "all CGs" collapsible list; buttons detach, copy, versions, edit, close.
 * Detached, it lives in its own window and follows the story it is given; with none it warns
 * "viewer empty and detached". A preview mode shows a reduced header.
 */
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { StyleSheetManager } from 'styled-components';
import type { ApiClient, LiveClient, Notifier } from '@lauda/sdk/web';
import type { Story } from '../../common/types.js';
import { useLookups, type Lookups } from '../lookups.js';
import { Button, formatInstant, Muted } from '@lauda/web-kit';
import { Card } from './viewerStyles.js';
import { ViewerCard } from './ViewerCard.js';
import { useLiveStory } from './useLiveStory.js';

export { VIEWER_ORDER, viewerTitle } from './ViewerCard.js';

type T = (key: string, options?: Record<string, unknown>) => string;

export interface StoryViewerProps {
  /** the story to show; null: nothing selected */
  story: Story | null;
  api: ApiClient;
  notify: Notifier;
  t: T;
  /** lists to name users, types and the program (loaded when not given) */
  lookups?: Lookups;
  /** reduced header */
  preview?: boolean;
  /** shows the Edit button */
  onEdit?(story: Story): void;
  onClose?(): void;
  /** hide the detach button (e.g. inside a drawer) */
  noDetach?: boolean;
}

/** The viewer's title: page, type abbreviation and slug, or the "private" label. */
export function StoryViewer(props: StoryViewerProps) {
  const { story, api, notify, t, noDetach } = props;
  const s = (k: string, o?: Record<string, unknown>) => t(`storyForm.${k}`, o);
  const own = useLookups(api, props.lookups ? null : story?.programId ?? null);
  const lookups = props.lookups ?? own;
  const [popup, setPopup] = useState<{ win: Window; root: HTMLElement } | null>(null);

  const detach = useCallback(() => {
    const win = window.open('', `lauda-story-viewer-${Date.now()}`, 'popup,width=760,height=900');
    if (!win) {
      // spec 001 §8 "Viewer popup blocked"
      notify.notify('warning', s('viewer.popupBlocked'));
      return;
    }
    setPopup({ win, root: preparePopup(win, s('viewer.windowTitle')) });
  }, [notify, s]);

  // the window closed by the user: back in place
  useEffect(() => {
    if (!popup) return;
    const timer = setInterval(() => {
      if (popup.win.closed) setPopup(null);
    }, 500);
    const onUnload = () => popup.win.close();
    window.addEventListener('pagehide', onUnload);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', onUnload);
    };
  }, [popup]);
  useEffect(() => () => popup?.win.close(), [popup]);

  if (popup) {
    return (
      <>
        <Card data-testid="story-viewer-attached-note">
          <Muted as="span">{s('viewer.detachedHere')}</Muted>
          <Button type="button" $small data-testid="story-viewer-attach" onClick={() => { popup.win.close(); setPopup(null); }}>{s('viewer.attach')}</Button>
        </Card>
        {createPortal(
          <StyleSheetManager target={popup.win.document.head}>
            <ViewerCard {...props} lookups={lookups} detached onClose={() => { popup.win.close(); setPopup(null); }} />
          </StyleSheetManager>,
          popup.root,
        )}
      </>
    );
  }
  return <ViewerCard {...props} lookups={lookups} onDetach={noDetach ? undefined : detach} />;
}

/** Gets a new window ready for the viewer: the page's styles (theme variables included), a root. */
function preparePopup(win: Window, title: string): HTMLElement {
  const doc = win.document;
  doc.title = title;
  doc.documentElement.lang = document.documentElement.lang;
  const css: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) css.push(rule.cssText);
    } catch {
      // a sheet of another origin: its rules cannot be read
    }
  }
  const style = doc.createElement('style');
  style.textContent = css.join('\n');
  doc.head.appendChild(style);
  doc.body.style.margin = '0';
  doc.body.style.padding = '12px';
  doc.body.style.background = 'var(--lauda-canvas)';
  const root = doc.createElement('div');
  doc.body.appendChild(root);
  return root;
}

export function StoryViewerById({ storyId, live, ...rest }: Omit<StoryViewerProps, 'story'> & { storyId: number; live: LiveClient }) {
  const { story, failed } = useLiveStory(storyId, rest.api, live, rest.notify);
  if (failed) return <Muted as="span">{rest.t('storyForm.loadFailed')}</Muted>;
  if (!story) return <Muted as="span">{rest.t('storyForm.loading')}</Muted>;
  return <StoryViewer {...rest} story={story} />;
}

export { formatInstant };
