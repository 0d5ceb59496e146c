import { expect } from 'chai';
import { cachedGet } from '../src/cache.js';

/** An API client that counts its GETs and fails while `failing` is set. */
function client() {
  const c = {
    asked: 0,
    failing: false,
    get<T>(path: string): Promise<T> {
      c.asked++;
      return c.failing ? Promise.reject(new Error('down')) : Promise.resolve(`${path}#${c.asked}` as T);
    },
  };
  return c;
}

describe('web kit cachedGet', () => {
  it('asks once a minute per client and path; another client (another signed-in user) asks for itself', async () => {
    const ana = client();
    expect(await cachedGet(ana, '/api/x', '')).to.equal('/api/x#1');
    expect(await cachedGet(ana, '/api/x', '')).to.equal('/api/x#1');
    expect(await cachedGet(ana, '/api/y', '')).to.equal('/api/y#2');
    const bia = client();
    expect(await cachedGet(bia, '/api/x', '')).to.equal('/api/x#1');
    expect([ana.asked, bia.asked]).to.deep.equal([2, 1]);
  });

  it('answers the fallback on a failure and asks again next time', async () => {
    const c = client();
    c.failing = true;
    expect(await cachedGet(c, '/api/x', 'none')).to.equal('none');
    c.failing = false;
    expect(await cachedGet(c, '/api/x', 'none')).to.equal('/api/x#2');
  });
});
