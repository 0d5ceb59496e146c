/**
 * Ids, roles, shapes and message keys of the integrations plugin (browser-safe): the multi-config
 * entity (named configurations of an integration), the streaming and document-search configs and
 * their credentials checks, and the external documents.
 */
export const INTEGRATIONS_PLUGIN_ID = 'integrations';

export const INTEGRATION_ROLES = {
  /** the configurations are an admin area (spec 001 §2, §3 "Integration configs") */
  adminRead: 'ROLE_ADMIN_READ',
  adminWrite: 'ROLE_ADMIN_WRITE',
  /** search and read the documents of the external document-search service (the spec's documents role) */
  documentSearch: 'ROLE_DOCUMENT_READ',
} as const;

/** What a named configuration configures. */
export const CONFIG_KINDS = ['streaming', 'documentSearch'] as const;
export type ConfigKind = (typeof CONFIG_KINDS)[number];

export const INTEGRATION_LIMITS = { name: 100, url: 1000, user: 200, secret: 500, option: 200, text: 500, ids: 100, pageLimit: 100 } as const;

/** One named configuration (the spec's multi-config entity). The secret is write-only: answers say only whether one is set. */
export interface MultiConfig {
  id: number;
  kind: ConfigKind;
  name: string;
  /** the kind's default: used when a call names no configuration */
  isDefault: boolean;
  serverUrl: string;
  username: string;
  hasSecret: boolean;
  /** streaming: application, streamKey; document search: nothing yet */
  options: Record<string, string>;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

/** What a credentials check answers when the peer accepted them. */
export interface CredentialsCheck {
  ok: true;
  kind: ConfigKind;
  /** the success text's key: `integrations.check.streamingOk` / `integrations.check.documentSearchOk` */
  message: string;
  checkedAt: string;
}

export interface ExternalWorkspace {
  id: string;
  name: string;
}

export interface ExternalDocumentSummary {
  id: string;
  title: string;
  docType: string;
  updatedAt: string | null;
  snippet: string;
}

export interface ExternalDocument extends Omit<ExternalDocumentSummary, 'snippet'> {
  text: string;
  url: string | null;
}

export interface ExternalDocumentPage {
  data: ExternalDocumentSummary[];
  page: number;
  limit: number;
  total: number;
}

/** Error codes; `i18n/<locale>.json` has their texts under `errors`. */
export const INTEGRATION_ERRORS = {
  notFound: 'integrations.configNotFound',
  staleVersion: 'integrations.staleVersion',
  nameTaken: 'integrations.nameTaken',
  noConfig: 'integrations.noConfig',
  serverUnreachable: 'integrations.serverUnreachable',
  credentialsRefused: 'integrations.credentialsRefused',
  peerNotFound: 'integrations.peerNotFound',
} as const;
