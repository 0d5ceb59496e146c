/**
 * The associated guideline, read-only, in a document drawer (spec 001 §2 "Document viewer drawer",
 * origin `guideline`): the viewer is the guidelines plugin's contribution to the rundown's
 * `document.viewer` slot; while no plugin contributes one, the drawer says so.
 */
import type {} from '@lauda/plugin-rundown/common';
import { Contribution, Muted, SidePanel, useSlot } from '@lauda/web-kit';

type T = (key: string, options?: Record<string, unknown>) => string;

/** The document drawer's width (spec 001 §2). */
const WIDTH = 640;

export function GuidelineDrawer({ id, t, onClose }: { id: number; t: T; onClose(): void }) {
  const viewer = useSlot('document.viewer').find((e) => e.id === 'guideline');
  return (
    <SidePanel title={t('web.guideline.title')} width={WIDTH} testId="document-drawer" data-origin="guideline" closeLabel={t('web.close.label')} onClose={onClose}>
      <div className="body">
        {viewer ? <Contribution<'document.viewer'> entry={viewer} props={{ id, onClose }} /> : <Muted data-testid="document-unavailable">{t('web.guideline.noViewer')}</Muted>}
      </div>
    </SidePanel>
  );
}
