/**
 * The checklist's viewer in the document drawer (the platform's slot `document.viewer`, origin
 * `production`), and the list's read-only drawer that shows it as every other drawer does.
 */
import { DocumentDrawer, Loading } from '@lauda/web-kit';
import type { DocumentViewerProps, PanelProps } from '@lauda/sdk/web';
import { useLookups } from './api';
import { ProductionViewer } from './ProductionViewer';

type T = (key: string, options?: Record<string, unknown>) => string;

export default function ProductionDocument({ id, onClose, api, notify, t }: DocumentViewerProps & PanelProps) {
  const lookups = useLookups(api);
  if (!lookups) return <Loading />;
  return <ProductionViewer id={id} lookups={lookups} api={api} notify={notify} t={t} onClose={onClose} />;
}

export function ProductionDrawer({ id, t, onClose }: { id: number; t: T; onClose(): void }) {
  return <DocumentDrawer origin="production" id={id} title={t('pdf.title')} unavailable={t('viewer.notFound')} closeLabel={t('close')} onClose={onClose} />;
}
