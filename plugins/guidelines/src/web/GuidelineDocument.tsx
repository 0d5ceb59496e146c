/**
 * The guideline's viewer in the document drawer (the platform's slot `document.viewer`, origin
 * `guideline`): the viewer card with the lookups that name its people, programs and the rest.
 * Editing is not offered: the slot gives no way to open the guidelines area's form.
 */
import { Loading } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import type { DocumentViewerProps } from '@lauda/sdk/web';
import { useLookups } from './api';
import { GuidelineViewer } from './GuidelineViewer';

export default function GuidelineDocument({ id, onClose, api, notify, t, branch }: DocumentViewerProps & PanelProps) {
  const lookups = useLookups(api);
  if (!lookups) return <Loading />;
  return <GuidelineViewer id={id} lookups={lookups} branch={branch} api={api} notify={notify} t={t} onClose={onClose} />;
}
