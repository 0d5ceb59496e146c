/**
 * The read-only document viewer (spec 000 §2, 001 §2): a drawer 640 px wide showing a guideline,
 * reportage, production or story by its origin. Each origin's viewer is contributed by the plugin
 * that owns that kind of document (slot `document.viewer`, the contribution's id is the origin);
 * an origin no loaded plugin shows says so (`unavailable`), or shows the caller's `fallback` (the
 * global search's generic viewer of an indexed document). Escape closes it, wherever the focus is.
 */
import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import type { DocumentViewerProps } from '@lauda/sdk/web';
import { Contribution, useSlot } from './slots';
import { SidePanel } from './SidePanel';
import { DialogLayer } from './Dialog';
import { Muted } from './layout';

/** Spec 001 §2: the document drawer's width. */
export const DOCUMENT_DRAWER_WIDTH = 640;
/** over a story form's side panel and its dialogs (the story form's drawer) */
const DRAWER_LAYER = 900;

export interface DocumentDrawerProps {
  /** `story`, `guideline`, `reportage`, `production` */
  origin: string;
  id: number;
  /** the drawer's title, in the caller's words (e.g. "Pauta") */
  title: string;
  /** shown when no loaded plugin contributes a viewer of this origin */
  unavailable: string;
  /** shown instead of `unavailable` when there is no viewer of this origin */
  fallback?: ReactNode;
  closeLabel?: string;
  onClose(): void;
  onEditStory?: DocumentViewerProps['onEditStory'];
}

export function DocumentDrawer({ origin, id, title, unavailable, fallback, closeLabel, onClose, onEditStory }: DocumentDrawerProps) {
  const viewer = useSlot('document.viewer').find((e) => e.id === origin);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <Drawer title={title} width={DOCUMENT_DRAWER_WIDTH} testId="document-drawer" data-origin={origin} closeLabel={closeLabel} closeTestId="document-drawer-close" onClose={onClose}>
      <div className="body">
        {/* a viewer's dialogs (versions) open over the drawer, under the notices */}
        <DialogLayer.Provider value={DRAWER_LAYER + 50}>
          {viewer ? (
            <Contribution<'document.viewer'> entry={viewer} props={{ id, onClose, onEditStory }} />
          ) : (
            fallback ?? <Muted as="span" data-testid="document-unavailable">{unavailable}</Muted>
          )}
        </DialogLayer.Provider>
      </div>
    </Drawer>
  );
}

/** Over a story form's side panel (the MOS plug-in) when both are open. */
const Drawer = styled(SidePanel)`
  z-index: ${DRAWER_LAYER};
  > .body {
    flex: 1;
    overflow: auto;
  }
`;
