/** A checklist's versions: the web kit's revisions dialog over `GET /api/productions/{id}/revisions`, fields under the form's labels. */
import { RevisionsDialog } from '@lauda/web-kit';
import type { ApiClient } from '@lauda/sdk/web';
import { PATHS } from './api';

type T = (key: string, o?: Record<string, unknown>) => string;

export function ProductionVersions({ id, slug, api, t, onClose }: { id: number; slug: string; api: ApiClient; t: T; onClose(): void }) {
  return (
    <RevisionsDialog api={api} path={PATHS.revisions(id)} title={t('versions.title', { slug })} onClose={onClose}
      fieldLabel={(f) => t(f === 'private' ? 'private' : `fields.${f}`, { defaultValue: f })} testId="production-versions" rowTestId="production-version" />
  );
}
