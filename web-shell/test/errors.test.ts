import { expect } from 'chai';
import i18next, { type i18n as I18n } from 'i18next';
import { quietConsole } from './quiet.js';
import { ApiError, parseRetryAfter } from '../src/api/client.js';
import { errorText, errorVars, formatWait, translateCode, type ErrorLike } from '../src/notifications/errorText.js';
import { createNotifier, i18nTranslator } from '../src/notifications/notifier.js';
import { NoticeStore } from '../src/notifications/store.js';
import en_US from '../src/i18n/en_US.json' with { type: 'json' };
import es_ES from '../src/i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../src/i18n/pt_BR.json' with { type: 'json' };

/** i18next as the shell sets it up, with the shell's strings and two plugins' (one per error layout). */
async function setup(lng = 'pt_BR'): Promise<I18n> {
  const i = i18next.createInstance();
  await i.init({
    resources: {
      pt_BR: {
        shell: pt_BR,
        rundown: { errors: { rundown: { standByCannotMove: 'O bloco Stand By não pode ser movido' }, error: { noPermission: 'plugin override' } } },
        admin: { program: { nameInUse: 'Já existe um programa com este nome' }, menu: 'Administração' },
      },
      en_US: { shell: en_US },
    },
    lng,
    fallbackLng: 'pt_BR',
    supportedLngs: ['pt_BR', 'en_US', 'es_ES'],
    load: 'currentOnly',
    nonExplicitSupportedLngs: false,
    ns: ['shell'],
    defaultNS: 'shell',
    fallbackNS: false,
    interpolation: { escapeValue: false },
  });
  return i;
}

const err = (code: string, details?: unknown, extra: Partial<ErrorLike> = {}): ErrorLike => ({ status: 400, code, message: `server: ${code}`, details, ...extra });

describe('error codes → texts', () => {
  quietConsole();

  it('names the field of a validation error', async () => {
    const tr = i18nTranslator(await setup());
    const e = err('error.validation', { in: 'body', issues: [{ field: 'slug', message: 'at most 100 characters' }] });
    expect(translateCode(e, tr)).to.equal('Campo inválido: slug');
    expect(errorVars(e)).to.include({ field: 'slug', issue: 'at most 100 characters' });
    const en = i18nTranslator(await setup('en_US'));
    expect(translateCode(e, en)).to.equal('Invalid field: slug');
  });

  it("translates the kernel's codes", async () => {
    const tr = i18nTranslator(await setup());
    expect(translateCode(err('error.bodyTooLarge', { limit: 1 }), tr)).to.equal(pt_BR.errors.error.bodyTooLarge);
    expect(translateCode(err('error.noPermission', { missingRoles: ['ROLE_X'] }), tr)).to.equal(pt_BR.errors.error.noPermission);
    expect(translateCode(err('error.crossSite'), tr)).to.equal(pt_BR.errors.error.crossSite);
    expect(translateCode(err('error_password_registered'), tr)).to.equal(pt_BR.errors.error_password_registered);
    expect(translateCode(err('user.emailInUse', { fields: ['email'] }), tr)).to.equal('E-mail já está em uso por outro usuário');
    expect(translateCode(err('group.hasUsers', { users: 3 }), tr)).to.equal('Não é possível excluir um grupo com usuários (3 usuário(s))');
    expect(translateCode(err('branch.configConflict', { version: 4 }), tr)).to.contain('alterada por outra pessoa');
    expect(translateCode(err('identity.cannotGrant', { roles: ['ROLE_ROOT'] }), tr)).to.equal('Você só pode conceder ou retirar papéis que você tem: ROLE_ROOT');
    // the document access contract's refusals
    expect(translateCode(err('document.notFound', { type: 'story', ids: ['4'] }), tr)).to.equal(pt_BR.errors.document.notFound);
    expect(translateCode(err('document.private', { type: 'story', ids: ['4'] }), tr)).to.equal('Este documento é privado');
    expect(translateCode(err('document.noChange', { type: 'story', ids: ['4'] }), tr)).to.equal(pt_BR.errors.document.noChange);
    expect(translateCode(err('lock.unknownType'), tr)).to.equal(pt_BR.errors.lock.unknownType);
    expect(translateCode(err('document.private'), i18nTranslator(await setup('en_US')))).to.equal('This document is private');
    expect(translateCode(err('identity.cannotManage', { ids: [1], roles: ['ROLE_ROOT'] }), tr)).to.equal(pt_BR.errors.identity.cannotManage);
    expect(translateCode(err('user.usernameReserved', { issues: [{ field: 'username' }] }), tr)).to.equal(pt_BR.errors.user.usernameReserved);
    for (const lang of [en_US, es_ES]) expect(Object.keys(lang.errors.identity)).to.deep.equal(Object.keys(pt_BR.errors.identity));
    for (const lang of [en_US, es_ES]) for (const area of ['document', 'lock'] as const) expect(Object.keys(lang.errors[area])).to.deep.equal(Object.keys(pt_BR.errors[area]));
  });

  it('gives the wait of a throttled sign-in from Retry-After (or the details)', async () => {
    const tr = i18nTranslator(await setup());
    expect(translateCode(err('error_too_many_attempts', { retryAfter: 8 }, { retryAfter: 90 }), tr)).to.equal('Muitas tentativas. Aguarde 2 min e tente novamente.');
    expect(translateCode(err('error_too_many_attempts', { retryAfter: 8 }), tr)).to.equal('Muitas tentativas. Aguarde 8 s e tente novamente.');
    expect(formatWait(0)).to.equal('0 s');
    expect(formatWait(59)).to.equal('59 s');
    expect(formatWait(60)).to.equal('1 min');
    expect(formatWait(61)).to.equal('2 min');
    expect(formatWait(3600)).to.equal('1 h');
    expect(formatWait(3900)).to.equal('1 h 5 min');
  });

  it('names the holder of a lock, and says when it was lost', async () => {
    const tr = i18nTranslator(await setup());
    expect(translateCode(err('lock.held', { key: 'story:1', holder: 'ANA', holderId: 3 }), tr)).to.equal('Documento em edição por ANA');
    expect(translateCode(err('lock.held', { key: 'story:1' }), tr)).to.equal('Documento em edição por ?');
    expect(translateCode(err('lock.lost', { reason: 'takeOver', holder: 'BIA' }), tr)).to.equal(pt_BR.errors.lock.lost);
  });

  it("reads a plugin's codes under its `errors` key, and its older top-level layout", async () => {
    const tr = i18nTranslator(await setup());
    expect(tr.namespaces()[0]).to.equal('shell');
    expect(translateCode(err('rundown.standByCannotMove'), tr)).to.equal('O bloco Stand By não pode ser movido');
    expect(translateCode(err('program.nameInUse'), tr)).to.equal('Já existe um programa com este nome');
    // the kernel's codes are the shell's: a plugin does not override them
    expect(translateCode(err('error.noPermission'), tr)).to.equal(pt_BR.errors.error.noPermission);
    // a key that names an object, or a non-code key, is not a text
    expect(translateCode(err('program'), tr)).to.equal(null);
  });

  it("falls back to the server's message for an unknown code", async () => {
    const tr = i18nTranslator(await setup());
    expect(translateCode(err('nobody.knows'), tr)).to.equal(null);
    expect(errorText(err('nobody.knows'), tr)).to.equal('server: nobody.knows');
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(parseRetryAfter('120')).to.equal(120);
    expect(parseRetryAfter(null)).to.equal(null);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).to.equal(10);
    expect(parseRetryAfter('soon')).to.equal(null);
  });

  it('the notifier shows the translated code as the description', async () => {
    const i = await setup();
    const store = new NoticeStore();
    const shown: string[] = [];
    const n = createNotifier(store, i, () => undefined, { show: (title) => shown.push(title) });
    n.error(new ApiError({ status: 409, code: 'user.emailInUse', message: 'This e-mail is already in use', details: { fields: ['email'] } }, 'POST', '/api/users'), 'createFailed');
    n.error(new ApiError({ status: 400, code: 'error.validation', message: "Invalid field 'slug'", details: { issues: [{ field: 'slug' }] } }, 'POST', '/api/x'), 'createFailed');
    n.error(new ApiError({ status: 429, code: 'error_too_many_attempts', message: 'wait', details: {} }, 'POST', '/api/authentication', 30), 'actionFailed');
    n.error(new ApiError({ status: 403, code: 'error.crossSite', message: 'Cross-site request refused' }, 'POST', '/api/x'));
    const [a, b, c, d] = store.getSnapshot().notices;
    expect(a).to.include({ level: 'error', title: pt_BR.notice.conflict, description: 'E-mail já está em uso por outro usuário' });
    expect(b).to.include({ level: 'error', title: pt_BR.notice.createFailed, description: 'Campo inválido: slug' });
    expect(c).to.include({ level: 'warning', title: pt_BR.notice.tooManyRequests, description: 'Muitas tentativas. Aguarde 30 s e tente novamente.' });
    expect(c!.details).to.deep.include({ retryAfter: 30 });
    expect(d).to.include({ title: pt_BR.notice.forbidden, description: pt_BR.errors.error.crossSite });
    // event notices also go to the desktop
    n.notify('event', 'Lembrete', 'Reunião de pauta');
    expect(shown).to.deep.equal(['Lembrete']);
    // manual ones (calendar reminders) stay until dismissed
    n.notify('event', '15 minutos antes: Pauta', 'Redação', undefined, { manual: true });
    const notices = store.getSnapshot().notices;
    expect(notices.at(-1)).to.include({ title: '15 minutos antes: Pauta', duration: 0 });
    expect(notices.at(-2)!.duration).to.be.greaterThan(0);
  });

  it('every shell string exists in the three languages', () => {
    const keys = (o: Record<string, unknown>, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
    const base = keys(pt_BR).sort();
    expect(keys(en_US).sort()).to.deep.equal(base);
    expect(keys(es_ES).sort()).to.deep.equal(base);
  });
});
