import { expect } from 'chai';
import { safeRedirect } from '../src/routes/redirect.js';
import { pageCode } from '../src/routes/errorCodes.js';
import { canAccess } from '../src/registry/access.js';
import { luminance, textOn, DEFAULT_PALETTE, COLOR_NAMES } from '@lauda/web-kit';

const user = (roles: string[], support = false) => ({ id: 1, username: 'u', nickname: 'U', name: 'U', email: null, roles, support });

describe('routing rules', () => {
  it('honour only same-site redirect paths', () => {
    expect(safeRedirect('/main/greetings?x=1')).to.equal('/main/greetings?x=1');
    expect(safeRedirect(null)).to.equal('/');
    expect(safeRedirect('https://evil.example')).to.equal('/');
    expect(safeRedirect('//evil.example')).to.equal('/');
    expect(safeRedirect('/login?redirect=/x')).to.equal('/');
  });
  it('show 403, 404, 500, and 500 for any other code', () => {
    expect(pageCode(403)).to.equal(403);
    expect(pageCode('404')).to.equal(404);
    expect(pageCode(418)).to.equal(500);
    expect(pageCode('abc')).to.equal(500);
  });
  it('grant access when every listed role is held; support sees everything', () => {
    expect(canAccess('public', null)).to.equal(true);
    expect(canAccess('authenticated', null)).to.equal(false);
    expect(canAccess('authenticated', user([]))).to.equal(true);
    expect(canAccess(['ROLE_A', 'ROLE_B'], user(['ROLE_A']))).to.equal(false);
    expect(canAccess(['ROLE_A', 'ROLE_B'], user(['ROLE_B', 'ROLE_A']))).to.equal(true);
    expect(canAccess(['ROLE_A'], user([], true))).to.equal(true);
  });
});

describe('theme', () => {
  it('has the 12 named colours', () => {
    expect(COLOR_NAMES).to.have.length(12);
    expect(Object.keys(DEFAULT_PALETTE)).to.have.members([...COLOR_NAMES]);
  });
  it('chooses dark or light text by the 127.5 luminance threshold', () => {
    expect(luminance('#ffffff')).to.equal(255);
    expect(textOn('#ffffff')).to.equal(DEFAULT_PALETTE.text);
    expect(textOn('#000')).to.equal('#ffffff');
    expect(textOn(DEFAULT_PALETTE.ink)).to.equal('#ffffff');
    expect(luminance('#808080')).to.be.above(127.5);
    expect(textOn('#a0a0a0')).to.equal(DEFAULT_PALETTE.text);
    expect(textOn('#606060')).to.equal('#ffffff');
    // at the threshold neither reads at WCAG's 4.5:1: black does
    expect(textOn('#808080')).to.equal('#000000');
    expect(textOn('#7f7f7f')).to.equal('#000000');
  });
});
