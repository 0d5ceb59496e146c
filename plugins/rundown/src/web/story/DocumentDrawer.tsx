/**
 * The web kit's document drawer (spec 000 §2, 001 §2) in the rundown's words: a guideline,
 * reportage, production or story shown read-only by its origin.
 */
import { DocumentDrawer as KitDocumentDrawer } from '@lauda/web-kit';

type T = (key: string, options?: Record<string, unknown>) => string;

/** Spec 001 §3 "Document origin". */
export const DOCUMENT_ORIGINS = ['guideline', 'reportage', 'production', 'story'] as const;
export type DocumentOrigin = (typeof DOCUMENT_ORIGINS)[number];

export interface DocumentDrawerProps {
  origin: DocumentOrigin;
  id: number;
  t: T;
  onClose(): void;
  /** offers Edit on a story */
  onEditStory?(storyId: number): void;
}

export function DocumentDrawer({ origin, id, t, onClose, onEditStory }: DocumentDrawerProps) {
  const s = (k: string) => t(`storyForm.${k}`);
  return (
    <KitDocumentDrawer origin={origin} id={id} title={s(`drawer.origin.${origin}`)} unavailable={s('drawer.unavailable')} closeLabel={s('close')}
      onClose={onClose} onEditStory={onEditStory} />
  );
}
