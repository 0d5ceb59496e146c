/** A report's versions: the web kit's revisions dialog over `GET /api/reports/{id}/revisions`, fields under the form's labels. */
import { RevisionsDialog } from '@lauda/web-kit';
import type { ApiClient } from '@lauda/sdk/web';
import { PATHS } from './api';

type T = (key: string, o?: Record<string, unknown>) => string;

export function ReportVersions({ id, title, api, t, onClose }: { id: number; title: string; api: ApiClient; t: T; onClose(): void }) {
  return (
    <RevisionsDialog api={api} path={PATHS.revisions(id)} title={t('versions.title', { title })} onClose={onClose}
      fieldLabel={(f) => t(`fields.${f}`, { defaultValue: f })} testId="report-versions-dialog" rowTestId="report-version" />
  );
}
