import crypto from 'node:crypto';
import { expect } from 'chai';
import { AREAS, LEVEL_ONLY_ROLES, ROLES, levelsForRoles, levelsOf, rolesForLevel, rolesForLevels } from '@lauda/sdk/server';
import { applyLevels } from '../src/auth/identity.js';
import { startOfDay } from '../src/auth/logs.js';
import { LicenseFormatError, readLicense, signLicense } from '../src/license/format.js';
import { daysUntil } from '../src/license/service.js';

describe('per-area levels (spec 001 §6)', () => {
  it('covers the 24 areas of the spec with roles that exist', () => {
    expect(AREAS.map((a) => a.area)).to.deep.equal([
      'admin', 'agency', 'assignments', 'assignmentProposals', 'branches', 'calendar', 'charts', 'chat', 'contacts', 'documents',
      'mediaCenter', 'mobile', 'newsReports', 'notices', 'posts', 'preview', 'productions', 'programs', 'reports', 'rounds',
      'rundowns', 'stories', 'teams', 'users',
    ]);
    const known = new Set<string>([...ROLES, ...LEVEL_ONLY_ROLES]);
    for (const a of AREAS) for (const level of levelsOf(a.area)) for (const r of rolesForLevel(a.area, level)) expect(known.has(r), r).to.equal(true);
    // every role of the spec is reachable through some level
    const reachable = new Set(AREAS.flatMap((a) => rolesForLevel(a.area, 'admin')));
    expect(ROLES.filter((r) => !reachable.has(r))).to.deep.equal([]);
  });

  it('is cumulative, and a level an area lacks grants the closest lower one', () => {
    expect(rolesForLevel('stories', 'admin')).to.deep.equal(['ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_STORY_ADMIN']);
    expect(rolesForLevel('stories', 'none')).to.deep.equal([]);
    expect(levelsOf('agency')).to.deep.equal(['none', 'read', 'admin']);
    expect(rolesForLevel('agency', 'write')).to.deep.equal(['ROLE_AGENCY_READ']);
    expect(rolesForLevels({ rundowns: 'write', mobile: 'read' })).to.have.members(['ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_MOBILE_READ']);
  });

  it('reads levels back from roles: the highest level fully held', () => {
    const levels = levelsForRoles(['ROLE_STORY_READ', 'ROLE_STORY_ADMIN', 'ROLE_AGENCY_READ', 'ROLE_AGENCY_ADMIN', 'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE']);
    expect(levels.stories).to.equal('read'); // admin without write is not admin
    expect(levels.agency).to.equal('admin');
    expect(levels.admin).to.equal('write');
    expect(levels.rundowns).to.equal('none');
    expect(levelsForRoles([...ROLES, ...LEVEL_ONLY_ROLES]).users).to.equal('write');
    for (const a of AREAS) {
      for (const level of levelsOf(a.area)) expect(levelsForRoles(rolesForLevel(a.area, level))[a.area], `${a.area} ${level}`).to.equal(level);
    }
  });

  it('applies levels over roles, replacing the named areas only', () => {
    expect(applyLevels(['ROLE_STORY_ADMIN', 'ROLE_CHAT_READ'], { stories: 'read' })).to.deep.equal(['ROLE_CHAT_READ', 'ROLE_STORY_READ']);
    expect(applyLevels(['ROLE_CHAT_READ'], undefined)).to.deep.equal(['ROLE_CHAT_READ']);
    expect(() => applyLevels([], { moon: 'read' })).to.throw(/levels.moon/);
  });
});

describe('license files', () => {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const pub = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const terms = { branch: 'TV', seats: 3, expiresAt: '2030-01-01T00:00:00.000Z', issuedTo: 'Someone' };

  it('verifies what the key signed, and nothing else', () => {
    const file = signLicense(terms, pem);
    expect(readLicense(file, pub)).to.deep.equal(terms);
    const other = crypto.generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(() => readLicense(file, other)).to.throw(LicenseFormatError).with.property('reason', 'signature');
    const parsed = JSON.parse(file);
    expect(() => readLicense(JSON.stringify({ ...parsed, payload: parsed.payload.replace('3', '9') }), pub)).to.throw(LicenseFormatError).with.property('reason', 'signature');
    expect(() => readLicense('{"format":"x"}', pub)).to.throw(LicenseFormatError).with.property('reason', 'malformed');
    expect(() => readLicense(signLicense({ ...terms, seats: 0 }, pem), pub)).to.throw(LicenseFormatError).with.property('reason', 'malformed');
  });

  it('counts whole days to expire, negative once expired', () => {
    const at = Date.parse('2030-01-01T00:00:00Z');
    expect(daysUntil('2030-01-31T00:00:00Z', at)).to.equal(30);
    expect(daysUntil('2030-01-01T12:00:00Z', at)).to.equal(0);
    expect(daysUntil('2029-12-31T23:00:00Z', at)).to.equal(-1);
  });
});

describe('days of the branch time zone', () => {
  it('finds the instant a day starts in a zone', () => {
    expect(new Date(startOfDay('2026-03-10', 'America/Sao_Paulo')).toISOString()).to.equal('2026-03-10T03:00:00.000Z');
    expect(new Date(startOfDay('2026-03-10', 'UTC')).toISOString()).to.equal('2026-03-10T00:00:00.000Z');
    // a day on which the clocks move
    expect(new Date(startOfDay('2026-03-29', 'Europe/Lisbon')).toISOString()).to.equal('2026-03-29T00:00:00.000Z');
    expect(new Date(startOfDay('2026-03-30', 'Europe/Lisbon')).toISOString()).to.equal('2026-03-29T23:00:00.000Z');
  });
});
