/**
 * The credentials checks and the external document search, against the documented shapes (README
 * "Streaming server" and "Document-search service").
 */
import type { ConfigKind, CredentialsCheck, ExternalDocument, ExternalDocumentPage, ExternalDocumentSummary, ExternalWorkspace, MultiConfig } from '../common/index.js';
import type { Ctx } from './context.js';
import { badShape, peerGet, type Peer } from './peer.js';
import { peerOf } from './store.js';

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** `GET workspaces` → `[{ id, name }]` */
async function workspacesOf(ctx: Ctx, peer: Peer): Promise<ExternalWorkspace[]> {
  const body = await peerGet(peer, 'workspaces', {}, ctx.timeoutMs);
  if (!Array.isArray(body)) throw badShape('a list of workspaces', peer.serverUrl);
  return body.filter(isObject).map((w) => ({ id: str(w.id), name: str(w.name) || str(w.id) })).filter((w) => w.id);
}

/**
 * A streaming server accepts the credentials when the authenticated `GET applications/{application}`
 * (or `GET applications` without an application) answers a JSON object or list; a document-search
 * service when `GET workspaces` answers its list.
 */
export async function checkCredentials(ctx: Ctx, config: MultiConfig, peer: Peer): Promise<CredentialsCheck> {
  if (config.kind === 'streaming') {
    const app = config.options.application?.trim();
    const body = await peerGet(peer, app ? `applications/${encodeURIComponent(app)}` : 'applications', {}, ctx.timeoutMs);
    if (!isObject(body) && !Array.isArray(body)) throw badShape('an application', peer.serverUrl);
  } else {
    await workspacesOf(ctx, peer);
  }
  return { ok: true, kind: config.kind, message: `integrations.check.${config.kind}Ok`, checkedAt: new Date(ctx.now()).toISOString() };
}

/** Checks a stored configuration: the one named, else the kind's default. */
export async function checkStored(ctx: Ctx, kind: ConfigKind, id?: number): Promise<CredentialsCheck> {
  const p = await peerOf(ctx, kind, id);
  return checkCredentials(ctx, p.config, p);
}

export async function workspaces(ctx: Ctx, configId?: number): Promise<ExternalWorkspace[]> {
  return workspacesOf(ctx, await peerOf(ctx, 'documentSearch', configId));
}

const summary = (d: Record<string, unknown>): ExternalDocumentSummary => ({
  id: str(d.id), title: str(d.title) || str(d.id), docType: str(d.docType), updatedAt: str(d.updatedAt) || null, snippet: str(d.snippet).slice(0, 1000),
});

/** `GET workspaces/{workspaceId}/documents?text=&docType=&page=&limit=` → `{ data: [...], total }` */
export async function filterDocuments(ctx: Ctx, q: { configId?: number; workspaceId: string; text: string; docType: string; page: number; limit: number }): Promise<ExternalDocumentPage> {
  const peer = await peerOf(ctx, 'documentSearch', q.configId);
  const body = await peerGet(peer, `workspaces/${encodeURIComponent(q.workspaceId)}/documents`, { text: q.text.trim(), docType: q.docType, page: q.page, limit: q.limit }, ctx.timeoutMs);
  if (!isObject(body) || !Array.isArray(body.data)) throw badShape('a page of documents', peer.serverUrl);
  const data = body.data.filter(isObject).map(summary).filter((d) => d.id).slice(0, q.limit);
  const total = Number(body.total);
  return { data, page: q.page, limit: q.limit, total: Number.isFinite(total) && total >= 0 ? total : data.length };
}

/** `GET workspaces/{workspaceId}/documents/{documentId}` → `{ id, title, docType, updatedAt, text, url }` */
export async function getDocument(ctx: Ctx, q: { configId?: number; workspaceId: string; documentId: string }): Promise<ExternalDocument> {
  const peer = await peerOf(ctx, 'documentSearch', q.configId);
  const body = await peerGet(peer, `workspaces/${encodeURIComponent(q.workspaceId)}/documents/${encodeURIComponent(q.documentId)}`, {}, ctx.timeoutMs);
  if (!isObject(body) || !str(body.id)) throw badShape('a document', peer.serverUrl);
  const { snippet: _s, ...rest } = summary(body);
  const url = str(body.url);
  return { ...rest, text: str(body.text).slice(0, 200_000), url: /^https?:\/\//i.test(url) ? url : null };
}
