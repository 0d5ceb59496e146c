/**
 * `/api/multi-configs` (the multi-config entity: list, load, create, update, remove(ids), check) and
 * `/api/integrations/streaming|document-search/...` (the kinds' defaults, their checks, the external documents).
 */
import { created, noContent, type PluginRouter } from '@lauda/sdk/server';
import { INTEGRATION_ROLES as R, type ConfigKind } from '../common/index.js';
import type { Ctx } from './context.js';
import { configInput, configPut, documentParams, documentQuery, documentsQuery, idParam, idsQuery, kindQuery, workspacesQuery } from './schemas.js';
import { checkStored, filterDocuments, getDocument, workspaces } from './services.js';
import { createConfig, listConfigs, loadConfig, peerOf, removeConfigs, updateConfig } from './store.js';

const KIND_PATHS: Record<ConfigKind, string> = { streaming: 'streaming', documentSearch: 'document-search' };

export function integrationRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/multi-configs', {
    access: [R.adminRead],
    summary: 'The named integration configurations (kind streaming | documentSearch), by kind and name; the secret is never answered (hasSecret)',
    query: kindQuery,
  }, ({ query }) => listConfigs(ctx, query.kind));

  router.get('/api/multi-configs/{id}', { access: [R.adminRead], summary: 'One named configuration', params: idParam }, ({ params }) => loadConfig(ctx, params.id));

  router.post('/api/multi-configs', {
    access: [R.adminWrite],
    summary: 'Create a named configuration: kind, name (unique per kind, 409 integrations.nameTaken), isDefault, serverUrl, username, secret (write-only), options (streaming: application, streamKey)',
    body: configInput,
  }, async ({ body, user }) => created(await createConfig(ctx, body, user!.nickname)));

  router.put('/api/multi-configs/{id}', {
    access: [R.adminWrite],
    summary: 'Change a named configuration with the version read (412 integrations.staleVersion); secret left out or null keeps it, "" removes it',
    params: idParam,
    body: configPut,
    versioned: true,
  }, ({ params, body, user }) => updateConfig(ctx, params.id, body, user!.nickname));

  router.delete('/api/multi-configs', {
    access: [R.adminWrite],
    summary: 'Remove named configurations (`ids=1,2`; all or none); a kind that lost its default gets the next one',
    query: idsQuery,
  }, async ({ query }) => {
    await removeConfigs(ctx, query.ids);
    return noContent();
  });

  router.delete('/api/multi-configs/{id}', {
    access: [R.adminWrite],
    summary: 'Remove one named configuration (as `DELETE /api/multi-configs?ids=`)',
    params: idParam,
  }, async ({ params }) => {
    await removeConfigs(ctx, [params.id]);
    return noContent();
  });

  router.post('/api/multi-configs/{id}/check', {
    access: [R.adminWrite],
    summary: 'Credentials check of a named configuration against its server: { ok, kind, message }; 422 integrations.credentialsRefused, 502 integrations.serverUnreachable',
    params: idParam,
  }, async ({ params }) => checkStored(ctx, (await loadConfig(ctx, params.id)).kind, params.id));

  for (const kind of ['streaming', 'documentSearch'] as const) {
    const base = `/api/integrations/${KIND_PATHS[kind]}`;
    router.get(`${base}/config`, {
      access: [R.adminRead],
      summary: `The default ${kind} configuration (422 integrations.noConfig when none is set); create and change it through /api/multi-configs`,
    }, async () => (await peerOf(ctx, kind)).config);
    router.post(`${base}/check`, {
      access: [R.adminWrite],
      summary: `Credentials check of the default ${kind} configuration: { ok, kind, message }; 422 integrations.credentialsRefused or integrations.noConfig, 502 integrations.serverUnreachable`,
    }, () => checkStored(ctx, kind));
  }

  router.get('/api/integrations/document-search/workspaces', {
    access: [R.documentSearch],
    summary: "The external document-search service's workspaces { id, name } (configId: a named configuration, else the default)",
    query: workspacesQuery,
  }, ({ query }) => workspaces(ctx, query.configId));

  router.get('/api/integrations/document-search/documents', {
    access: [R.documentSearch],
    summary: 'Filter the external documents of a workspace: workspaceId, text, docType, page (from 0), limit (default 25) → { data: [{ id, title, docType, updatedAt, snippet }], page, limit, total }',
    query: documentsQuery,
  }, ({ query }) => filterDocuments(ctx, query));

  router.get('/api/integrations/document-search/documents/{documentId}', {
    access: [R.documentSearch],
    summary: 'One external document of a workspace: { id, title, docType, updatedAt, text, url }',
    params: documentParams,
    query: documentQuery,
  }, ({ params, query }) => getDocument(ctx, { ...query, documentId: params.documentId }));
}
