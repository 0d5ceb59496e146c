/**
 * A local server answering the documented shapes of a streaming server and a document-search
 * service, behind Basic authentication (user `lauda`, password `s3cret`). Used by the API tests and
 * the browser spec.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const PEER_USER = 'lauda';
export const PEER_PASSWORD = 's3cret';

export const PEER_DOCUMENTS = [
  { id: 'doc-1', title: 'Relatório da enchente de 2024', docType: 'report', updatedAt: '2024-05-10T12:00:00Z', text: 'O nível do rio subiu 5 metros em Porto Alegre.', url: 'https://acervo.example/doc-1' },
  { id: 'doc-2', title: 'Ata da câmara municipal', docType: 'minutes', updatedAt: '2024-06-01T09:30:00Z', text: 'A câmara aprovou o orçamento da saúde.', url: null },
  { id: 'doc-3', title: 'Entrevista com o prefeito sobre a enchente', docType: 'interview', updatedAt: '2024-05-12T15:00:00Z', text: 'O prefeito falou sobre a reconstrução.', url: null },
];

export interface PeerServer {
  url: string;
  requests: string[];
  /** what the next answers are: 'ok', 'fail' (500), 'garbage' (not JSON) */
  mode: 'ok' | 'fail' | 'garbage';
  close(): Promise<void>;
}

export function startPeer(port = 0): Promise<PeerServer> {
  const state = { mode: 'ok' as PeerServer['mode'], requests: [] as string[] };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    state.requests.push(`${req.method} ${url.pathname}${url.search}`);
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (state.mode === 'fail') return json(500, { error: 'boom' });
    if (state.mode === 'garbage') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
    const auth = Buffer.from(String(req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
    if (auth !== `${PEER_USER}:${PEER_PASSWORD}`) return json(401, { error: 'unauthorized' });
    const p = url.pathname.replace(/^\/api/, '').split('/').filter(Boolean).map(decodeURIComponent);
    if (p[0] === 'applications' && p.length === 1) return json(200, [{ name: 'live' }]);
    if (p[0] === 'applications' && p[1] === 'live') return json(200, { name: 'live', streams: [{ name: 'tv1' }] });
    if (p[0] !== 'workspaces') return json(404, { error: 'not found' });
    if (p.length === 1) return json(200, [{ id: 'ws-1', name: 'Acervo' }, { id: 'ws-2', name: 'Jurídico' }]);
    if (p[1] !== 'ws-1' || p[2] !== 'documents') return json(404, { error: 'no workspace' });
    if (p[3]) {
      const d = PEER_DOCUMENTS.find((x) => x.id === p[3]);
      return d ? json(200, d) : json(404, { error: 'no document' });
    }
    const text = (url.searchParams.get('text') ?? '').toLowerCase();
    const docType = url.searchParams.get('docType') ?? '';
    const page = Number(url.searchParams.get('page') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 25);
    const all = PEER_DOCUMENTS.filter((d) => (!text || `${d.title} ${d.text}`.toLowerCase().includes(text)) && (!docType || d.docType === docType));
    return json(200, { data: all.slice(page * limit, page * limit + limit).map(({ text: body, url: _u, ...d }) => ({ ...d, snippet: body.slice(0, 40) })), total: all.length });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => {
    const peer: PeerServer = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
      get requests() { return state.requests; },
      get mode() { return state.mode; },
      set mode(m) { state.mode = m; },
      close: () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }),
    };
    resolve(peer);
  }));
}
