/**
 * The guidelines list's read-only drawer: the web kit's document drawer (spec 001 §2, width 640)
 * with origin `guideline`, so it shows this plugin's viewer card as every other drawer does.
 */
import { DocumentDrawer } from '@lauda/web-kit';

type T = (key: string, options?: Record<string, unknown>) => string;

export function GuidelineDrawer({ id, t, onClose }: { id: number; t: T; onClose(): void }) {
  return <DocumentDrawer origin="guideline" id={id} title={t('viewer.title')} unavailable={t('viewer.unavailable')} closeLabel={t('close')} onClose={onClose} />;
}
