/** A guideline's versions: the web kit's revisions dialog over `GET /api/revisions/guideline/{id}`, fields under the form's labels. */
import { RevisionsDialog } from '@lauda/web-kit';
import type { ApiClient } from '@lauda/sdk/web';
import { GUIDELINE_DOCUMENT } from '../common/index.js';

type T = (key: string, o?: Record<string, unknown>) => string;

/** A changed field's label: the form's, the tab's for guides and tasks. */
const FIELD_KEYS: Record<string, string> = { guides: 'sections.guides', production: 'sections.tasks', private: 'private' };

export function GuidelineVersions({ id, api, t, onClose }: { id: number; api: ApiClient; t: T; onClose(): void }) {
  return (
    <RevisionsDialog api={api} path={`/api/revisions/${GUIDELINE_DOCUMENT}/${id}?size=50`} title={t('viewer.versions')} onClose={onClose}
      fieldLabel={(f) => t(FIELD_KEYS[f] ?? `fields.${f}`, { defaultValue: f })} testId="guideline-versions" rowTestId="guideline-version" />
  );
}
