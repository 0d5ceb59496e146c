/**
 * The report's viewer in the document drawer (the platform's slot `document.viewer`, origin
 * `report`), and the list's read-only drawer that shows it as every other drawer does.
 */
import { DocumentDrawer, Loading } from '@lauda/web-kit';
import type { DocumentViewerProps, PanelProps } from '@lauda/sdk/web';
import { useLookups } from './api';
import { ReportViewer } from './ReportViewer';

type T = (key: string, options?: Record<string, unknown>) => string;

export default function ReportDocument({ id, onClose, api, notify, t, branch }: DocumentViewerProps & PanelProps) {
  const lookups = useLookups(api);
  if (!lookups) return <Loading />;
  return <ReportViewer id={id} lookups={lookups} api={api} notify={notify} t={t} locale={branch.locale} onClose={onClose} />;
}

export function ReportDrawer({ id, t, onClose }: { id: number; t: T; onClose(): void }) {
  return <DocumentDrawer origin="report" id={id} title={t('pdf.title')} unavailable={t('viewer.notFound')} closeLabel={t('close')} onClose={onClose} />;
}
