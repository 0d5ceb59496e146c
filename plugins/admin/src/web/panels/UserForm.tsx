import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ApiClient, Notifier } from '@lauda/sdk/web';
import { errorCode, errorDetails, type Group, type User } from '../api';
import { AccessEditor } from '../components/AccessEditor';
import { Badge, check, Check, Dialog, email, Field, FormFooter, FormGrid, Input, maxChars, minChars, Muted, pattern, type Problem, problemsOf, required, Tabs } from '@lauda/web-kit';

type T = (key: string, options?: Record<string, unknown>) => string;

/** The limits of the user fields (sdk userCreateInput). */
export const USER_LIMITS = { usernameMin: 2, username: 100, nickname: 100, name: 200, email: 191, passwordMin: 8, password: 1024, expirationMax: 3650 } as const;
const USERNAME = /^[a-zA-Z0-9._@-]+$/;

interface Form {
  username: string;
  nickname: string;
  name: string;
  email: string;
  password: string;
  groupIds: number[];
  roles: string[];
  /** '' = the branch's setting */
  passwordExpirationDays: string;
  adUser: boolean;
}

const toForm = (u: User | null): Form => ({
  username: u?.username ?? '',
  nickname: u?.nickname ?? '',
  name: u?.name ?? '',
  email: u?.email ?? '',
  password: '',
  groupIds: u?.groupIds ?? [],
  roles: u?.roles ?? [],
  passwordExpirationDays: u?.passwordExpirationDays === null || u?.passwordExpirationDays === undefined ? '' : String(u.passwordExpirationDays),
  adUser: u?.adUser ?? false,
});

/** The spec's messages for the user fields (000 §5). */
export function validateUser(f: Form, isNew: boolean): Record<string, Problem> {
  return problemsOf({
    username: check(f.username, required, minChars(USER_LIMITS.usernameMin), maxChars(USER_LIMITS.username), pattern(USERNAME, 'validation.username')),
    nickname: check(f.nickname, required, maxChars(USER_LIMITS.nickname)),
    name: check(f.name, required, maxChars(USER_LIMITS.name)),
    email: check(f.email, email, maxChars(USER_LIMITS.email)),
    password: isNew && f.password ? check(f.password, minChars(USER_LIMITS.passwordMin), maxChars(USER_LIMITS.password)) : null,
    passwordExpirationDays:
      f.passwordExpirationDays === ''
        ? null
        : !/^\d+$/.test(f.passwordExpirationDays)
          ? { key: 'validation.wholeNumber' }
          : Number(f.passwordExpirationDays) > USER_LIMITS.expirationMax
            ? { key: 'validation.maxNumber', vars: { count: USER_LIMITS.expirationMax } }
            : null,
  });
}

/** Server conflicts name their fields (`details.fields`); a 400 names one in `details.issues[0].field`. */
function serverProblems(e: unknown): Record<string, Problem> {
  const code = errorCode(e);
  const d = errorDetails(e);
  if (code && /InUse$/.test(code) && Array.isArray(d.fields)) return Object.fromEntries((d.fields as string[]).map((f) => [f, { key: 'validation.inUse' }]));
  const issues = Array.isArray(d.issues) ? (d.issues as { field?: string }[]) : [];
  const field = issues[0]?.field ?? (typeof d.field === 'string' ? d.field : null);
  if (field) return { [field.split('.')[0]!]: { key: 'validation.invalid' } };
  return {};
}

type Tab = 'data' | 'groups' | 'access';

/** Create or edit a user: data, groups, permissions (levels per area or roles). */
export function UserForm({ user, groups, allRoles, api, notify, t, onSaved, onClose }: { user: User | null; groups: Group[]; allRoles: string[]; api: ApiClient; notify: Notifier; t: T; onSaved: (u: User, temporaryPassword: string | null) => void; onClose: () => void }) {
  const isNew = user === null;
  const [form, setForm] = useState<Form>(() => toForm(user));
  const [tab, setTab] = useState<Tab>('data');
  const [touched, setTouched] = useState(false);
  const [server, setServer] = useState<Record<string, Problem>>({});
  const [saving, setSaving] = useState(false);
  const problems = useMemo(() => ({ ...validateUser(form, isNew), ...server }), [form, isNew, server]);
  const shown = (field: keyof Form): string | null => {
    const p = touched || server[field] ? problems[field] : undefined;
    return p ? t(p.key, p.vars) : null;
  };
  const set = <K extends keyof Form>(k: K, v: Form[K]) => {
    setForm((f) => ({ ...f, [k]: v }));
    if (server[k]) setServer(({ [k]: _gone, ...rest }) => rest);
  };
  const inherited = useMemo(() => [...new Set(groups.filter((g) => form.groupIds.includes(g.id)).flatMap((g) => g.roles))], [groups, form.groupIds]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setTouched(true);
    if (Object.keys(validateUser(form, isNew)).length) {
      setTab('data');
      notify.notify('warning', t('validation.formInvalid'));
      return;
    }
    const body = {
      username: form.username.trim(),
      nickname: form.nickname.trim(),
      name: form.name.trim(),
      email: form.email.trim() || null,
      roles: form.roles,
      groupIds: form.groupIds,
      adUser: form.adUser,
      passwordExpirationDays: form.passwordExpirationDays === '' ? null : Number(form.passwordExpirationDays),
      ...(isNew && form.password ? { password: form.password } : {}),
    };
    setSaving(true);
    try {
      if (isNew) {
        const created = await api.post<User & { temporaryPassword: string | null }>('/api/users', body);
        const { temporaryPassword, ...u } = created;
        onSaved(u, temporaryPassword ?? null);
      } else {
        // the version loaded: a change made meanwhile is a 412 and the form keeps what was typed
        onSaved(await api.put<User>(`/api/users/${user.id}`, { ...body, version: user.version }), null);
      }
    } catch (err) {
      const fields = serverProblems(err);
      setServer(fields);
      if (Object.keys(fields).some((f) => ['username', 'nickname', 'name', 'email', 'password', 'passwordExpirationDays'].includes(f))) setTab('data');
      notify.error(err, isNew ? 'createFailed' : 'updateFailed');
      setSaving(false);
    }
  };

  const dataInvalid = touched && ['username', 'nickname', 'name', 'email', 'password', 'passwordExpirationDays'].some((f) => problems[f]);
  return (
    <Dialog
      title={isNew ? t('users.form.newTitle') : t('users.form.editTitle', { nickname: user.nickname })}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
      width={760}
      testId="user-form"
      closeLabel={t('actions.close')}
      footer={<FormFooter saving={saving} isNew={isNew} onClose={onClose} saveTestId="user-save" lead={!isNew && user.mustChangePassword && <span className="grow"><Badge $tone="warning">{t('users.status.mustChange')}</Badge></span>} />}
    >
      <Tabs<Tab>
        value={tab}
        onChange={setTab}
        testId="user-tabs"
        items={[
          { id: 'data', label: t('users.form.tabs.data'), invalid: dataInvalid },
          { id: 'groups', label: t('users.form.tabs.groups'), badge: form.groupIds.length || '' },
          { id: 'access', label: t('users.form.tabs.access'), badge: form.roles.length || '' },
        ]}
      />
      {tab === 'data' && (
        <>
          <FormGrid>
            <Field label={t('users.form.nickname')} htmlFor="u-nickname" error={shown('nickname')} required testId="field-nickname">
              <Input id="u-nickname" value={form.nickname} aria-invalid={!!shown('nickname')} onChange={(e) => set('nickname', e.target.value)} data-testid="uf-nickname" />
            </Field>
            <Field label={t('users.form.name')} htmlFor="u-name" error={shown('name')} required testId="field-name">
              <Input id="u-name" value={form.name} aria-invalid={!!shown('name')} onChange={(e) => set('name', e.target.value)} data-testid="uf-name" />
            </Field>
            <Field label={t('users.form.username')} htmlFor="u-username" error={shown('username')} hint={t('users.form.usernameHint')} required testId="field-username">
              <Input id="u-username" value={form.username} autoComplete="off" aria-invalid={!!shown('username')} onChange={(e) => set('username', e.target.value)} data-testid="uf-username" />
            </Field>
            <Field label={t('users.form.email')} htmlFor="u-email" error={shown('email')} testId="field-email">
              <Input id="u-email" type="email" value={form.email} autoComplete="off" aria-invalid={!!shown('email')} onChange={(e) => set('email', e.target.value)} data-testid="uf-email" />
            </Field>
            {isNew && (
              <Field label={t('users.form.password')} htmlFor="u-password" error={shown('password')} hint={t('users.form.passwordHint')} testId="field-password">
                <Input id="u-password" type="password" value={form.password} autoComplete="new-password" aria-invalid={!!shown('password')} onChange={(e) => set('password', e.target.value)} data-testid="uf-password" />
              </Field>
            )}
            <Field label={t('users.form.expiration')} htmlFor="u-expiration" error={shown('passwordExpirationDays')} hint={t('users.form.expirationHint')} testId="field-expiration">
              <Input
                id="u-expiration"
                inputMode="numeric"
                value={form.passwordExpirationDays}
                placeholder={t('users.form.expirationPlaceholder')}
                aria-invalid={!!shown('passwordExpirationDays')}
                onChange={(e) => set('passwordExpirationDays', e.target.value.replace(/[^\d]/g, ''))}
              />
            </Field>
          </FormGrid>
          <Check checked={form.adUser} onChange={(v) => set('adUser', v)} label={t('users.form.adUser')} />
          <div style={{ height: 14 }} />
        </>
      )}
      {tab === 'groups' && (
        <>
          <Muted>{t('users.form.groupsHint')}</Muted>
          {groups.length === 0 ? (
            <Muted>{t('users.form.noGroups')}</Muted>
          ) : (
            <GroupList>
              {groups.map((g) => (
                <li key={g.id}>
                  <Check
                    checked={form.groupIds.includes(g.id)}
                    onChange={(on) => set('groupIds', on ? [...form.groupIds, g.id] : form.groupIds.filter((x) => x !== g.id))}
                    label={<strong>{g.name}</strong>}
                    testId={`user-group-${g.id}`}
                  />
                  <span className="cats">
                    {g.categories.map((c) => (
                      <Badge key={c} $tone="info">
                        {t(`categories.${c}`)}
                      </Badge>
                    ))}
                  </span>
                  <span className="roles">{t('groups.roleCount', { count: g.roles.length })}</span>
                </li>
              ))}
            </GroupList>
          )}
        </>
      )}
      {tab === 'access' && <AccessEditor roles={form.roles} onChange={(r) => set('roles', r)} allRoles={allRoles} inherited={inherited} t={t} testId="user-access" />}
    </Dialog>
  );
}

const GroupList = styled.ul`
  list-style: none;
  margin: 0 0 14px;
  padding: 0;
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  li {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 8px 12px;
    border-bottom: 1px solid var(--lauda-line);
  }
  li:last-child {
    border-bottom: 0;
  }
  .cats {
    display: flex;
    gap: 4px;
  }
  .roles {
    margin-left: auto;
    font-size: 12px;
    color: var(--lauda-muted);
  }
`;
