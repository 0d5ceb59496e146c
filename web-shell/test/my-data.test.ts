import { expect } from 'chai';
import { browserOf, refusedField } from '../src/me/api.js';
import { ApiError } from '../src/api/client.js';

describe('my data: words of the screen', () => {
  it('tells one\'s browsers apart by name, version and system', () => {
    expect(browserOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).to.equal('Chrome 131 · Linux');
    expect(browserOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).to.equal('Firefox 133 · Windows');
    expect(browserOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).to.equal('Safari 17 · iOS');
    expect(browserOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).to.equal('Edge 131 · Windows');
    expect(browserOf('curl/8.5.0')).to.equal('curl/8.5.0');
    expect(browserOf(null)).to.equal(null);
  });

  it('reads the field a refusal names', () => {
    const issue = new ApiError({ status: 400, code: 'user.passwordMismatch', message: 'x', details: { issues: [{ field: 'confirmPassword' }] } });
    const field = new ApiError({ status: 403, code: 'user.wrongPassword', message: 'x', details: { field: 'currentPassword' } });
    expect(refusedField(issue)).to.equal('confirmPassword');
    expect(refusedField(field)).to.equal('currentPassword');
    expect(refusedField(new Error('plain'))).to.equal(null);
  });
});
