/**
 * The guidelines list's read-only drawer (spec 001 §2 "Document viewer drawer", width 640): the
 * guideline viewer card over the list; Esc or the close button closes it.
 */
import { useEffect } from 'react';
import { SidePanel } from '@lauda/web-kit';
import { GuidelineViewer, type ViewerProps } from './GuidelineViewer';

export const DRAWER_WIDTH = 640;

export function GuidelineDrawer(props: ViewerProps) {
  const { onClose, t } = props;
  // Esc closes it wherever the focus is (the row's menu keeps it after "View")
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <SidePanel title={t('viewer.title')} width={DRAWER_WIDTH} testId="guideline-drawer" closeLabel={t('close')} onClose={onClose}>
      <div className="body">
        <GuidelineViewer {...props} />
      </div>
    </SidePanel>
  );
}
