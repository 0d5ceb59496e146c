import { expect } from 'chai';
import { SOCIAL_ERRORS } from '../../src/server/social/types.js';
import { bodyOf, fieldCode, formOf, KINDS, scopedText, shownHandle, statusOf, type SocialSource } from '../../src/web/social/model.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

const source = (over: Partial<SocialSource> = {}): SocialSource => ({
  id: 7, kind: 'twitter_user', network: 'twitter', categoryId: null, handle: 'agenciabrasil', remoteId: '2001', name: 'Agência Brasil',
  lastPolledAt: null, nextPollAt: null, failures: 0, lastError: null, createdAt: '2026-11-24T12:00:00.000Z', ...over,
});

function keys(o: unknown, prefix = ''): string[] {
  return Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();
}
function lookup(o: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((at, k) => (at as Record<string, unknown> | undefined)?.[k], o);
}

describe('agency social sources screen (model and words)', () => {
  it('reads the record lists\' words under social.* with proper plurals', () => {
    const asked: string[] = [];
    const st = scopedText((key) => { asked.push(key); return key; });
    st('facebookCategorys.new');
    st('twitterUsers.confirm.deleteTitle');
    expect(asked).to.deep.equal(['social.facebookCategories.new', 'social.twitterUsers.confirm.deleteTitle']);
    for (const kinds of ['facebookCategories', 'twitterCategories', ...KINDS.map((k) => `${k.list}s`)]) {
      for (const w of ['title', 'search', 'new', 'edit', 'empty', 'emptyText', 'noMatch', 'created', 'updated', 'deleted', 'confirm.deleteTitle', 'confirm.deleteText']) {
        expect(lookup(pt_BR, `social.${kinds}.${w}`), `${kinds}.${w}`).to.be.a('string');
      }
    }
  });

  it('has the same words in pt_BR, en_US and es_ES, and every error the routes answer', () => {
    expect(keys(en_US)).to.deep.equal(keys(pt_BR));
    expect(keys(es_ES)).to.deep.equal(keys(pt_BR));
    for (const code of Object.values(SOCIAL_ERRORS)) {
      for (const words of [pt_BR, en_US, es_ES]) expect(lookup(words, `errors.${code}`), code).to.be.a('string');
    }
    expect(lookup(pt_BR, 'errors.agency.invalidPage')).to.equal('Página inválida');
  });

  it('tells a source\'s status from its last read, error and next read', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(statusOf(source(), now)).to.equal('new');
    expect(statusOf(source({ lastPolledAt: '2026-11-24T11:59:00Z' }), now)).to.equal('ok');
    expect(statusOf(source({ lastPolledAt: '2026-11-24T11:59:00Z', lastError: 'HTTP 500', nextPollAt: '2026-11-24T12:05:00Z' }), now)).to.equal('failing');
    expect(statusOf(source({ lastPolledAt: '2026-11-24T11:59:00Z', lastError: 'limited', nextPollAt: '2026-11-24T13:00:00Z' }), now)).to.equal('waiting');
  });

  it('writes the body with the field the server names, and finds the server\'s error for a field', () => {
    const [page, user, list] = KINDS;
    expect(bodyOf(page, { handle: ' globonews ', categoryId: '3' })).to.deep.equal({ page: 'globonews', categoryId: 3 });
    expect(bodyOf(user, { handle: '@agenciabrasil', categoryId: '' })).to.deep.equal({ username: '@agenciabrasil', categoryId: null });
    expect(bodyOf(list, formOf(source({ kind: 'twitter_list', handle: '3001', categoryId: 4 })))).to.deep.equal({ listId: '3001', categoryId: 4 });
    expect(shownHandle(source())).to.equal('@agenciabrasil');
    expect(formOf(source()).handle).to.equal('@agenciabrasil');

    const invalid = { code: 'agency.invalidUser', details: { in: 'body', issues: [{ field: 'username', message: 'x' }] } };
    expect(fieldCode(invalid, 'username')).to.equal('agency.invalidUser');
    expect(fieldCode(invalid, 'categoryId')).to.equal(null);
    expect(fieldCode({ code: 'agency.social.sourceExists', details: { field: 'page' } }, 'page')).to.equal('agency.social.sourceExists');
    expect(fieldCode(new Error('network'), 'page')).to.equal(null);
  });
});
