/** The paths the integrations screens call, and the form's rules. */
import type { ConfigKind, MultiConfig } from '../common/index.js';

export const PATHS = {
  configs: '/api/multi-configs',
  config: (id: number) => `/api/multi-configs/${id}`,
  check: (id: number) => `/api/multi-configs/${id}/check`,
  workspaces: '/api/integrations/document-search/workspaces',
  documents: (q: { workspaceId: string; text: string; docType: string; page: number; limit: number }) =>
    `/api/integrations/document-search/documents?${new URLSearchParams({ workspaceId: q.workspaceId, text: q.text.trim(), docType: q.docType.trim(), page: String(q.page), limit: String(q.limit) })}`,
  document: (workspaceId: string, id: string) => `/api/integrations/document-search/documents/${encodeURIComponent(id)}?workspaceId=${encodeURIComponent(workspaceId)}`,
} as const;

/** The options each kind keeps (shown as fields of the form). */
export const KIND_OPTIONS: Record<ConfigKind, string[]> = { streaming: ['application', 'streamKey'], documentSearch: [] };

export interface ConfigForm {
  kind: ConfigKind;
  name: string;
  isDefault: boolean;
  serverUrl: string;
  username: string;
  /** '' keeps the stored secret */
  secret: string;
  options: Record<string, string>;
}

export const toForm = (c: MultiConfig | null, kind: ConfigKind): ConfigForm => ({
  kind: c?.kind ?? kind, name: c?.name ?? '', isDefault: c?.isDefault ?? false, serverUrl: c?.serverUrl ?? '', username: c?.username ?? '', secret: '', options: { ...(c?.options ?? {}) },
});

const isUrl = (s: string) => /^https?:\/\/[^\s/]+/i.test(s.trim());

/** The form's problems by field, as keys of this plugin's texts (the server checks the same and names the field). */
export function formProblems(f: ConfigForm): Partial<Record<'name' | 'serverUrl', string>> {
  const out: Partial<Record<'name' | 'serverUrl', string>> = {};
  if (!f.name.trim()) out.name = 'form.errors.required';
  else if (f.name.trim().length > 100) out.name = 'form.errors.tooLong';
  if (!isUrl(f.serverUrl)) out.serverUrl = 'form.errors.url';
  return out;
}

/** The body of a create (POST) or change (PUT, with the version read); a blank secret is left out (kept). */
export function formBody(f: ConfigForm, version?: number): Record<string, unknown> {
  const options = Object.fromEntries(KIND_OPTIONS[f.kind].map((k) => [k, (f.options[k] ?? '').trim()]).filter(([, v]) => v));
  const base = { name: f.name.trim(), isDefault: f.isDefault, serverUrl: f.serverUrl.trim(), username: f.username.trim(), options, ...(f.secret ? { secret: f.secret } : {}) };
  return version === undefined ? { kind: f.kind, ...base } : { ...base, version };
}
