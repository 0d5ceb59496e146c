import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { WebUser } from '@lauda/sdk/web';
import { api, ApiError } from '../api/client';
import { i18n } from '../i18n';
import { errorVars, translateCode } from '../notifications/errorText';
import { i18nTranslator } from '../notifications/notifier';
import { PRODUCT } from '../app/bootstrap';
import { useShell } from '../app/shell';
import { LanguageSelect } from '../layout/LanguageSelect';
import { BranchLogo } from '../look/BranchLogo';
import { Button, Field, Input } from '@lauda/web-kit';
import { safeRedirect } from './redirect';

/** Where "remember e-mail" keeps the username. */
export const REMEMBER_KEY = 'lauda.rememberedUsername';

const SIGN_IN_CODES = ['error_authentication', 'error_reset_password', 'error_license_invalid', 'error_max_user_limit'];

type Step = 'credentials' | 'newPassword';
interface Problem {
  level: 'warning' | 'error' | 'info';
  text: string;
}

function remembered(): string {
  try {
    return localStorage.getItem(REMEMBER_KEY) ?? '';
  } catch {
    return '';
  }
}

export function LoginPage() {
  const { t } = useTranslation();
  const shell = useShell();
  const [params] = useSearchParams();
  const [username, setUsername] = useState(remembered);
  const [remember, setRemember] = useState(() => remembered() !== '');
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [step, setStep] = useState<Step>('credentials');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  if (shell.user) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;

  const explain = (e: unknown): Problem => {
    if (!(e instanceof ApiError)) return { level: 'error', text: t('login.errors.unknown', { message: (e as Error)?.message ?? String(e) }) };
    if (e.status === 0) return { level: 'error', text: t('login.errors.network') };
    // throttled: the wait comes from Retry-After; the password was not checked
    if (e.code === 'error_too_many_attempts') return { level: 'warning', text: t('login.errors.error_too_many_attempts', { wait: errorVars(e).wait ?? '?' }) };
    if (e.code === 'error_password_registered') return { level: 'error', text: t('login.errors.error_password_registered') };
    if (e.code === 'error_new_password' || (step === 'newPassword' && e.code !== 'error_license_invalid' && e.code !== 'error_max_user_limit')) {
      return { level: 'error', text: t('login.errors.error_new_password', { message: e.message }) };
    }
    if (SIGN_IN_CODES.includes(e.code)) return { level: e.code === 'error_reset_password' ? 'info' : 'warning', text: t(`login.errors.${e.code}`) };
    if (e.status === 401) return { level: 'warning', text: t('login.errors.error_authentication') };
    return { level: 'error', text: t('login.errors.unknown', { message: translateCode(e, i18nTranslator(i18n)) ?? e.message }) };
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (busy) return;
    if (!username.trim() || !password) {
      setProblem({ level: 'warning', text: t('login.errors.required') });
      return;
    }
    if (step === 'newPassword' && newPassword !== confirmPassword) {
      setProblem({ level: 'error', text: t('login.errors.mismatch') });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const user = await api.postForm<WebUser>('/api/authentication', {
        username: username.trim(),
        password,
        isResetPassword: step === 'newPassword',
        ...(step === 'newPassword' ? { newPassword, confirmPassword } : {}),
      });
      try {
        if (remember) localStorage.setItem(REMEMBER_KEY, username.trim());
        else localStorage.removeItem(REMEMBER_KEY);
      } catch {
        /* storage unavailable */
      }
      await shell.signedIn(user);
    } catch (e) {
      if (e instanceof ApiError && e.code === 'error_reset_password' && step === 'credentials') {
        setStep('newPassword');
        setNewPassword('');
        setConfirmPassword('');
      }
      setProblem(explain(e));
      setBusy(false);
    }
  };

  return (
    <Backdrop>
      <Corner>
        <LanguageSelect dark id="login-language" />
      </Corner>
      <Panel onSubmit={submit} noValidate data-testid="login-form" aria-labelledby="login-title">
        <Brand>
          <BranchLogo size={48} fallback={<Mark aria-hidden>L</Mark>} />
          <div>
            <div className="product">{shell.system?.product ?? PRODUCT}</div>
            <div className="subtitle">{t('login.subtitle')}</div>
          </div>
        </Brand>
        {shell.branch?.branchName && shell.branch.branchName !== (shell.system?.product ?? PRODUCT) && <BranchName>{shell.branch.branchName}</BranchName>}
        <h1 id="login-title">{step === 'newPassword' ? t('login.newPasswordTitle') : t('login.title')}</h1>
        {problem && (
          <Alert role="alert" data-testid="login-error" data-level={problem.level} $level={problem.level}>
            {problem.text}
          </Alert>
        )}
        <Field label={t('login.username')} htmlFor="username">
          <Input
            id="username"
            name="username"
            autoComplete="username"
            value={username}
            autoFocus={!username}
            readOnly={step === 'newPassword'}
            onChange={(e) => setUsername(e.target.value)}
          />
        </Field>
        <Field label={t('login.password')} htmlFor="password">
          <Input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            autoFocus={!!username}
            value={password}
            readOnly={step === 'newPassword'}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        {step === 'newPassword' && (
          <>
            <Hint>{t('login.newPasswordHint')}</Hint>
            <Field label={t('login.newPassword')} htmlFor="newPassword">
              <Input id="newPassword" name="newPassword" type="password" autoComplete="new-password" autoFocus value={newPassword} onChange={(e) => setNewPassword(e.target.value)} />
            </Field>
            <Field label={t('login.confirmPassword')} htmlFor="confirmPassword">
              <Input
                id="confirmPassword"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                value={confirmPassword}
                aria-invalid={confirmPassword !== '' && confirmPassword !== newPassword}
                onChange={(e) => setConfirmPassword(e.target.value)}
              />
            </Field>
          </>
        )}
        <Check>
          <input id="remember" type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <label htmlFor="remember">{t('login.remember')}</label>
        </Check>
        <Button type="submit" $variant="primary" $block disabled={busy} data-testid="login-submit">
          {busy ? t('login.submitting') : step === 'newPassword' ? t('login.saveAndSignIn') : t('login.submit')}
        </Button>
        {step === 'newPassword' && (
          <Button
            type="button"
            $variant="ghost"
            $block
            style={{ marginTop: 6 }}
            onClick={() => {
              setStep('credentials');
              setProblem(null);
              setPassword('');
            }}
          >
            {t('login.back')}
          </Button>
        )}
      </Panel>
      <Footer>
        {shell.system ? `${shell.system.product || PRODUCT} ${shell.system.version}` : PRODUCT}
      </Footer>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  min-height: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: 48px 16px;
  background:
    radial-gradient(1200px 600px at 20% -10%, rgba(217, 130, 43, 0.14), transparent 60%),
    ${({ theme }) => theme.color.ink};
  position: relative;
`;
const Corner = styled.div`
  position: absolute;
  top: 14px;
  right: 16px;
`;
const Panel = styled.form`
  width: 360px;
  max-width: 100%;
  padding: 28px 28px 24px;
  background: ${({ theme }) => theme.color.surface};
  border-radius: 8px;
  box-shadow: 0 20px 50px rgba(0, 0, 0, 0.35);
  h1 {
    font-size: 17px;
    margin: 18px 0 14px;
  }
`;
const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  .product {
    font-size: 20px;
    font-weight: 800;
    letter-spacing: 0.02em;
  }
  .subtitle {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.small};
  }
`;
const Mark = styled.span`
  width: 36px;
  height: 36px;
  border-radius: 8px;
  display: grid;
  place-items: center;
  font-size: 18px;
  font-weight: 800;
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.accent};
`;
const BranchName = styled.div`
  margin-top: 12px;
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.sunken};
  color: ${({ theme }) => theme.color.muted};
  font-weight: 600;
`;
const Alert = styled.div<{ $level: Problem['level'] }>`
  margin-bottom: 14px;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid;
  ${({ theme, $level }) => {
    const c = $level === 'error' ? theme.color.danger : $level === 'warning' ? theme.color.warning : theme.color.primary;
    return `border-color: ${c}; background: ${c}14; color: ${theme.color.text}; border-left: 4px solid ${c};`;
  }}
`;
const Hint = styled.p`
  margin: 4px 0 12px;
  color: ${({ theme }) => theme.color.muted};
`;
const Check = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 4px 0 16px;
  input {
    margin: 0;
    width: 15px;
    height: 15px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  label {
    cursor: pointer;
  }
`;
const Footer = styled.div`
  margin-top: 18px;
  color: ${({ theme }) => theme.on.ink};
  font-size: ${({ theme }) => theme.font.small};
`;
