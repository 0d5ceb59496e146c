import { expect } from 'chai';
import type { DirectoryConfig, SyncState } from '../../src/common/index.js';
import { later, problems, toBody, toForm, withPreset } from '../../src/web/model.js';

const config: DirectoryConfig = {
  enabled: true, url: 'ldap://ad.example:389', bindDn: 'cn=lauda,dc=example', bindPasswordSet: true, usersBaseDn: 'ou=people,dc=example',
  userFilter: '(objectClass=inetOrgPerson)', usernameAttribute: 'uid', nameAttribute: 'cn', emailAttribute: 'mail',
  groupsBaseDn: '', groupFilter: '(objectClass=groupOfNames)', groupMemberAttribute: 'member', syncEveryMinutes: 15, deactivateMissing: true, version: 4,
};
const state = (startedAt: string | null, syncing: boolean): SyncState =>
  ({ syncing, startedAt, finishedAt: syncing ? null : startedAt, created: 0, updated: 0, deactivated: 0, groups: 0, skipped: 0, error: null, errorCode: null, trigger: 'manual' });

describe('directory web model', () => {
  it('accepts stored settings and names each bad field', () => {
    expect(problems(toForm(config))).to.deep.equal({});
    const bad = { ...toForm(config), url: 'http://x', userFilter: '(uid=a', groupFilter: 'uid=a', nameAttribute: 'display name', syncEveryMinutes: '1.5' };
    expect(problems(bad)).to.deep.equal({ url: 'invalid.url', userFilter: 'invalid.filter', groupFilter: 'invalid.filter', nameAttribute: 'invalid.attribute', syncEveryMinutes: 'invalid.minutes' });
    expect(problems({ ...toForm(config), url: '', usersBaseDn: ' ' })).to.deep.equal({ url: 'invalid.required', usersBaseDn: 'invalid.required' });
    expect(problems({ ...toForm(config), enabled: false, url: '', usersBaseDn: '' })).to.deep.equal({});
  });

  it('sends the password only when typed, and fills the attributes of a kind of directory', () => {
    expect(toBody(toForm(config), 4)).to.not.have.property('bindPassword');
    expect(toBody({ ...toForm(config), bindPassword: 's3cret', url: ' ldap://ad:389 ' }, 4)).to.include({ bindPassword: 's3cret', url: 'ldap://ad:389', syncEveryMinutes: 15, version: 4 });
    expect(withPreset(toForm(config), 'activeDirectory')).to.include({ usernameAttribute: 'sAMAccountName', nameAttribute: 'displayName', groupFilter: '(objectClass=group)' });
  });

  it('keeps the later state whatever order the answer and the topic come in', () => {
    const running = state('2033-01-01T10:00:00.000Z', true);
    const ended = state('2033-01-01T10:00:00.000Z', false);
    expect(later(ended, running)).to.equal(ended);
    expect(later(running, ended)).to.equal(ended);
    expect(later(ended, state('2033-01-01T11:00:00.000Z', true)).syncing).to.equal(true);
    expect(later(null, running)).to.equal(running);
  });
});
