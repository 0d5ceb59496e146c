/**
 * The associated guideline, read-only, in the web kit's document drawer (spec 001 §2, origin
 * `guideline`): the viewer is the guidelines plugin's contribution; while none is loaded, the
 * drawer says so.
 */
import { DocumentDrawer } from '@lauda/web-kit';

type T = (key: string, options?: Record<string, unknown>) => string;

export function GuidelineDrawer({ id, t, onClose }: { id: number; t: T; onClose(): void }) {
  return <DocumentDrawer origin="guideline" id={id} title={t('web.guideline.title')} unavailable={t('web.guideline.noViewer')} closeLabel={t('web.close.label')} onClose={onClose} />;
}
