import { expect } from 'chai';
import { api, ApiError, NETWORK_ERROR } from '../src/api/client.js';

type Call = { url: string; init: RequestInit };
describe('api client', () => {
  const realFetch = globalThis.fetch;
  let calls: Call[];
  const answer = (status: number, body: unknown, type = 'application/json') => {
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(status === 204 ? null : typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': type } });
    }) as typeof fetch;
  };
  beforeEach(() => (calls = []));
  afterEach(() => (globalThis.fetch = realFetch));

  it('sends JSON with same-origin credentials and returns the body', async () => {
    answer(201, { id: 7 });
    expect(await api.post('/api/x', { text: 'hi' })).to.deep.equal({ id: 7 });
    expect(calls[0]!.init).to.include({ method: 'POST', credentials: 'same-origin', body: '{"text":"hi"}' });
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).to.equal('application/json');
  });

  it('posts forms url-encoded', async () => {
    answer(200, { id: 1 });
    await api.postForm('/api/authentication', { username: 'ana', password: 'a&b', isResetPassword: false, newPassword: undefined });
    expect(calls[0]!.init.body).to.equal('username=ana&password=a%26b&isResetPassword=false');
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).to.equal('application/x-www-form-urlencoded');
  });

  it("throws ApiError carrying the server's { status, code, message, details }", async () => {
    answer(409, { status: 409, code: 'lock.held', message: 'locked by ANA', details: { by: 'ANA' } });
    try {
      await api.get('/api/x');
      expect.fail('no error');
    } catch (e) {
      expect(e).to.be.instanceOf(ApiError);
      expect(e).to.include({ status: 409, code: 'lock.held', message: 'locked by ANA' });
      expect((e as ApiError).details).to.deep.equal({ by: 'ANA' });
    }
  });

  it('answers 204 with undefined, and a dead server with status 0', async () => {
    answer(204, null);
    expect(await api.delete('/api/x/1')).to.equal(undefined);
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const e = await api.get('/api/x').catch((x) => x);
    expect(e).to.include({ status: 0, code: NETWORK_ERROR });
  });
});
