/**
 * The read-only document viewer (spec 000 §2, 001 §2): a side drawer 640 px wide showing a guideline,
 * reportage, production or story according to its origin. Each origin's viewer is contributed by the
 * plugin that owns that kind of document (slot `document.viewer`, the contribution's id is the
 * origin; the rundown contributes the story's); an origin no loaded plugin shows says so.
 */
import { useEffect } from 'react';
import styled from 'styled-components';
import { Contribution, useSlot } from '@lauda/web-kit';
import { Muted, SidePanel } from '@lauda/web-kit';

type T = (key: string, options?: Record<string, unknown>) => string;

/** Spec 001 §3 "Document origin". */
export const DOCUMENT_ORIGINS = ['guideline', 'reportage', 'production', 'story'] as const;
export type DocumentOrigin = (typeof DOCUMENT_ORIGINS)[number];
export const DRAWER_WIDTH = 640;

export interface DocumentDrawerProps {
  origin: DocumentOrigin;
  id: number;
  t: T;
  onClose(): void;
  /** offers Edit on a story */
  onEditStory?(storyId: number): void;
}

export function DocumentDrawer({ origin, id, t, onClose, onEditStory }: DocumentDrawerProps) {
  const viewer = useSlot('document.viewer').find((e) => e.id === origin);
  const s = (k: string, o?: Record<string, unknown>) => t(`storyForm.${k}`, o);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <Drawer title={s(`drawer.origin.${origin}`)} width={DRAWER_WIDTH} testId="document-drawer" data-origin={origin} closeLabel={s('close')} closeTestId="document-drawer-close" onClose={onClose}>
      <div className="body">
        {viewer ? (
          <Contribution<'document.viewer'> entry={viewer} props={{ id, onClose, onEditStory }} />
        ) : (
          <Muted as="span" data-testid="document-unavailable">{s('drawer.unavailable')}</Muted>
        )}
      </div>
    </Drawer>
  );
}

/** Over the MOS plug-in panel when both are open. */
const Drawer = styled(SidePanel)`
  z-index: 900;
  > .body {
    flex: 1;
    overflow: auto;
  }
`;
