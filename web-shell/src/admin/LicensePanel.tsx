import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { licenseNotice } from '../app/followUp';
import { useShell } from '../app/shell';
import { canAccess } from '../registry/access';
import { Alert, Badge, Button, Field, formatInstant, Input, Loading, Section, TextArea } from '@lauda/web-kit';
import type { LicenseInfo } from '@lauda/sdk/web';
import { ADMIN_WRITE } from './builtins';
import { LicenseCheck } from './LicenseCheck';


const STATUS_TONE = { evaluation: 'info', valid: 'success', expired: 'danger', invalid: 'danger' } as const;

export const isHttpUrl = (s: string): boolean => {
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

/** License: what is registered, days to expire (warning below 30, expired when negative), register a file, server URL. */
export default function LicensePanel({ api, notify, user }: PanelProps) {
  const { t } = useTranslation();
  const shell = useShell();
  const canWrite = canAccess([ADMIN_WRITE], user);
  const [info, setInfo] = useState<LicenseInfo | null>(null);
  const [content, setContent] = useState('');
  const [fileName, setFileName] = useState('');
  const [registering, setRegistering] = useState(false);
  const [url, setUrl] = useState('');
  const [urlTouched, setUrlTouched] = useState(false);
  const [savingUrl, setSavingUrl] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const show = useCallback((i: LicenseInfo) => {
    setInfo(i);
    setUrl(i.serverUrl ?? '');
    setUrlTouched(false);
  }, []);
  useEffect(() => {
    api.get<LicenseInfo>('/api/license/info').then(show, (e) => notify.error(e, 'loadFailed'));
  }, [api, notify, show]);

  if (!info) return <Loading label={t('app.loading')} />;

  const notice = licenseNotice({ days: info.daysToExpire, status: info.status });
  const tz = shell.branch?.timeZone;
  const urlProblem = url.trim() && !isHttpUrl(url.trim()) ? t('validation.invalidUrl') : null;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    try {
      setContent((await file.text()).trim());
      setFileName(file.name);
    } catch (e) {
      notify.error(e, 'loadFailed');
    }
  };

  const register = async (e: FormEvent) => {
    e.preventDefault();
    if (!content.trim()) {
      notify.notify('warning', t('admin.license.chooseFile'));
      return;
    }
    setRegistering(true);
    try {
      show(await api.post<LicenseInfo>('/api/license/register', { content: content.trim() }));
      setContent('');
      setFileName('');
      if (fileInput.current) fileInput.current.value = '';
      notify.notify('success', t('admin.license.registered'));
    } catch (err) {
      notify.error(err, 'actionFailed');
    } finally {
      setRegistering(false);
    }
  };

  const saveUrl = async (e: FormEvent) => {
    e.preventDefault();
    setUrlTouched(true);
    if (urlProblem) return;
    setSavingUrl(true);
    try {
      show(await api.put<LicenseInfo>('/api/license/server-url', { url: url.trim() || null }));
      notify.notify('success', t('admin.license.urlSaved'));
    } catch (err) {
      notify.error(err, 'updateFailed');
    } finally {
      setSavingUrl(false);
    }
  };

  const days =
    info.daysToExpire === null
      ? t('admin.license.noExpiry')
      : info.daysToExpire < 0
        ? t('admin.license.expiredAgo', { count: -info.daysToExpire })
        : t('admin.license.daysLeft', { count: info.daysToExpire });
  const seatsPct = info.seats > 0 ? Math.min(100, Math.round((info.seatsInUse / info.seats) * 100)) : 0;

  return (
    <Wrap data-testid="license-panel">
      {notice && (
        <Alert $tone={notice.level === 'error' ? 'danger' : 'warning'} role="alert" data-testid="license-warning">
          <div>
            <strong>{t(notice.title, notice.vars)}</strong>
            <div>{t(notice.text, notice.vars)}</div>
          </div>
        </Alert>
      )}
      <Section
        title={t('admin.license.info')}
        actions={
          <Badge $tone={STATUS_TONE[info.status]} data-testid="license-status">
            {t(`admin.license.status.${info.status}`)}
          </Badge>
        }
      >
        <Facts>
          <div>
            <dt>{t('admin.license.daysToExpire')}</dt>
            <dd data-testid="license-days" className={info.daysToExpire !== null && info.daysToExpire < 30 ? 'warn' : undefined}>
              {days}
            </dd>
          </div>
          <div>
            <dt>{t('admin.license.expiresAt')}</dt>
            <dd>{info.expiresAt ? formatInstant(info.expiresAt, tz, false) : '—'}</dd>
          </div>
          <div>
            <dt>{t('admin.license.seats')}</dt>
            <dd>
              {t('admin.license.seatsUse', { used: info.seatsInUse, seats: info.seats })}
              <Meter aria-hidden>
                <i style={{ width: `${seatsPct}%` }} />
              </Meter>
            </dd>
          </div>
          <div>
            <dt>{t('admin.license.issuedTo')}</dt>
            <dd>{info.issuedTo ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('admin.license.branch')}</dt>
            <dd>{info.branch ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('admin.license.registeredAt')}</dt>
            <dd>{info.registeredAt ? `${formatInstant(info.registeredAt, tz, false)}${info.registeredBy ? ` · ${info.registeredBy}` : ''}` : '—'}</dd>
          </div>
        </Facts>
        {info.status === 'evaluation' && <Alert $tone="info">{t('admin.license.evaluationText', { seats: info.seats })}</Alert>}
        {info.reason && info.status === 'invalid' && <Alert $tone="danger">{t('admin.license.invalidReason', { reason: info.reason })}</Alert>}
      </Section>

      {canWrite ? (
        <Two>
          <Section title={t('admin.license.register')} text={t('admin.license.registerText')}>
            <form onSubmit={register} data-testid="license-register">
              <FileRow>
                <Button type="button" onClick={() => fileInput.current?.click()}>
                  {t('admin.license.chooseFileButton')}
                </Button>
                <span className="name">{fileName || t('admin.license.noFile')}</span>
                <input ref={fileInput} type="file" accept=".license,.json,application/json,text/plain" hidden onChange={(e) => void pick(e.target.files?.[0])} data-testid="license-file" />
              </FileRow>
              <Field label={t('admin.license.orPaste')} htmlFor="license-content">
                <LicenseText id="license-content" rows={4} value={content} onChange={(e) => setContent(e.target.value)} spellCheck={false} data-testid="license-content" />
              </Field>
              <Right>
                <Button type="submit" $variant="primary" disabled={registering || !content.trim()} data-testid="license-register-submit">
                  {registering ? t('admin.saving') : t('admin.license.registerButton')}
                </Button>
              </Right>
            </form>
          </Section>
          <Section title={t('admin.license.serverUrl')} text={t('admin.license.serverUrlText')}>
            <form onSubmit={saveUrl} noValidate data-testid="license-url">
              <Field label={t('admin.license.serverUrl')} htmlFor="license-url-input" error={urlTouched ? urlProblem : null} hint={t('admin.license.serverUrlHint')}>
              <Input
                id="license-url-input"
                type="url"
                value={url}
                placeholder="https://licencas.exemplo.com.br"
                aria-invalid={urlTouched && !!urlProblem}
                onChange={(e) => setUrl(e.target.value)}
                data-testid="license-url-input"
              />
              </Field>
              <Right>
                <LicenseCheck api={api} notify={notify} disabled={!info.serverUrl || url.trim() !== info.serverUrl} timeZone={tz} />
                <Button type="submit" $variant="primary" disabled={savingUrl || url.trim() === (info.serverUrl ?? '')} data-testid="license-url-save">
                  {savingUrl ? t('admin.saving') : t('admin.save')}
                </Button>
              </Right>
            </form>
          </Section>
        </Two>
      ) : (
        <Alert $tone="info">{t('admin.readOnly')}</Alert>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  max-width: 980px;
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 4px 24px;
  margin: 0 0 8px;
  > div {
    padding: 6px 0 10px;
  }
  dt {
    font-size: ${({ theme }) => theme.font.small};
    font-weight: 600;
    color: ${({ theme }) => theme.color.muted};
    margin-bottom: 2px;
  }
  dd {
    margin: 0;
    font-size: 14px;
    font-weight: 600;
  }
  dd.warn {
    color: ${({ theme }) => theme.color.danger};
  }
`;
const Meter = styled.div`
  margin-top: 6px;
  height: 6px;
  border-radius: 3px;
  background: ${({ theme }) => theme.color.sunken};
  border: 1px solid ${({ theme }) => theme.color.line};
  overflow: hidden;
  i {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.color.primary};
  }
`;
const Two = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 16px;
  align-items: start;
`;
const FileRow = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-bottom: 12px;
  .name {
    color: ${({ theme }) => theme.color.muted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
const LicenseText = styled(TextArea)`
  font-family: var(--lauda-font-mono);
  font-size: 11px;
`;
const Right = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
  margin: 12px 0;
`;
