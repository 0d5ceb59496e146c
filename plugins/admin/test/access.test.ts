import { expect } from 'chai';
import { bootAdmin, testDb, type AdminKernel } from './support.js';

const SAMPLE_PARAMS: Record<string, string> = { id: '1', companyId: 'local', kind: 'story' };

/** Walks every admin route of the API document: without a session 401; without its roles 403. */
describe(`admin route access on ${testDb()}`, function () {
  this.timeout(60_000);
  let ak: AdminKernel;

  before(async () => {
    ak = await bootAdmin();
  });
  after(async () => ak?.k.stop());

  it('answers 401 without a session and 403 without the roles on every admin route', async () => {
    const doc = (await ak.k.anonymous().get('/api/openapi.json')).body;
    const anon = ak.k.anonymous();
    const nobody = await ak.k.userWith([], 'sem-papeis');
    let routes = 0;
    let unauthorized = 0;
    let forbidden = 0;
    let authenticatedOnly = 0;
    for (const [path, ops] of Object.entries<Record<string, { 'x-roles': unknown; 'x-plugin'?: string }>>(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (op['x-plugin'] !== 'admin') continue;
        routes++;
        const url = path.replace(/\{(\w+)\}/g, (_, p: string) => SAMPLE_PARAMS[p] ?? '1');
        const body = method === 'get' || method === 'delete' ? undefined : '{}';
        const headers: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
        const a = await anon.raw(method.toUpperCase(), url, body, headers);
        expect(a.status, `${method} ${path} without a session`).to.equal(401);
        unauthorized++;
        const n = await nobody.raw(method.toUpperCase(), url, body, headers);
        expect(op['x-roles'], `${method} ${path} states its access`).to.exist;
        if (op['x-roles'] === 'public') {
          // the branch link: another installation's credential (Bearer) or nothing, session or not
          expect(path, `${method} ${path} is public`).to.match(/^\/api\/branch-link\//);
          expect(n.status, `${method} ${path} without a branch credential`).to.equal(401);
        } else if (op['x-roles'] === 'authenticated') {
          expect(n.status, `${method} ${path} for any signed-in user`).not.to.be.oneOf([401, 403]);
          authenticatedOnly++;
        } else {
          expect(op['x-roles'], `${method} ${path}`).to.be.an('array').that.is.not.empty;
          expect(n.status, `${method} ${path} without roles`).to.equal(403);
          expect(n.body.details.missingRoles).to.deep.equal(op['x-roles']);
          forbidden++;
        }
      }
    }
    console.log(`      admin routes: ${routes}; ${unauthorized} answered 401 without a session, ${forbidden} answered 403 without their roles, ${authenticatedOnly} open to any signed-in user`);
    expect(routes).to.be.greaterThan(50);
    expect(unauthorized).to.equal(routes);
  });

  it('answers a malformed id or body on every admin route with a 400, and writes nothing', async () => {
    const doc = (await ak.k.anonymous().get('/api/openapi.json')).body;
    const before = await ak.counts();
    let badIds = 0;
    let badBodies = 0;
    for (const [path, ops] of Object.entries<Record<string, { 'x-plugin'?: string; requestBody?: unknown }>>(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (op['x-plugin'] !== 'admin') continue;
        const M = method.toUpperCase();
        const headers = { 'content-type': 'application/json' };
        if (path.includes('{id}')) {
          const url = path.replace('{id}', 'abc').replace(/\{(\w+)\}/g, (_, p: string) => SAMPLE_PARAMS[p] ?? '1');
          const r = await ak.admin.raw(M, url, M === 'GET' || M === 'DELETE' ? undefined : '{}', headers);
          expect(r.status, `${M} ${url}`).to.equal(400);
          expect(r.body.details.issues[0].field, `${M} ${url}`).to.equal('id');
          badIds++;
        }
        if (op.requestBody) {
          const url = path.replace(/\{(\w+)\}/g, (_, p: string) => SAMPLE_PARAMS[p] ?? '1');
          for (const body of ['"text"', '[1,2]', '42', 'null']) {
            const r = await ak.admin.raw(M, url, body, headers);
            expect(r.status, `${M} ${url} with ${body}: ${JSON.stringify(r.body)}`).to.equal(400);
          }
          badBodies++;
        }
      }
    }
    expect(await ak.counts()).to.deep.equal(before);
    console.log(`      admin routes refusing a malformed id: ${badIds}, a body of the wrong type: ${badBodies}`);
    expect(badIds).to.be.greaterThan(15);
    expect(badBodies).to.be.greaterThan(15);
  });
});
