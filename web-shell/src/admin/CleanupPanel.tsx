import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { ApiError } from '../api/client';
import { useShell } from '../app/shell';
import { canAccess } from '../registry/access';
import { Alert, Button, formatInstant, Input, Loading, Section, Table, TableCard, useConfirm } from '@lauda/web-kit';
import { ADMIN_WRITE } from './builtins';
import { RETENTION_FIELDS, toBody, toForm, type BranchSettings, type RetentionField } from './branchSettings';
import { RetentionRuns } from './RetentionRuns';
import { ordered, retentionProblem, type RetentionOverview, type RetentionRun } from './retention';

/**
 * "Histórico e limpeza": per retention kind its setting (saved in the branch configuration with its
 * version), what a run would delete now, and the last run; "Limpar agora" runs the job after a confirm.
 */
export default function CleanupPanel({ api, notify, user }: PanelProps) {
  const { t } = useTranslation();
  const shell = useShell();
  const timeZone = shell.branch?.timeZone;
  const canWrite = canAccess([ADMIN_WRITE], user);
  const [stored, setStored] = useState<BranchSettings | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [overview, setOverview] = useState<RetentionOverview | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  /** raised on every load: the runs below are read again */
  const [round, setRound] = useState(0);
  const { ask, dialog } = useConfirm();

  const load = useCallback(async () => {
    try {
      const [s, o] = await Promise.all([api.get<BranchSettings>('/api/branch/config'), api.get<RetentionOverview>('/api/retention')]);
      setStored(s);
      setValues(toForm(s).retention);
      setOverview(o);
      setConflict(false);
      setRound((r) => r + 1);
    } catch (e) {
      notify.error(e, 'loadFailed');
    }
  }, [api, notify]);
  useEffect(() => {
    void load();
  }, [load]);

  if (!stored || !overview) return <Loading label={t('app.loading')} />;
  const problems = Object.fromEntries(RETENTION_FIELDS.map((f) => [f, retentionProblem(f, values[f] ?? '')]).filter(([, p]) => p));
  const changed = RETENTION_FIELDS.some((f) => values[f] !== String(stored.retention[f]));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (Object.keys(problems).length) {
      notify.notify('warning', t('validation.formInvalid'));
      return;
    }
    setSaving(true);
    try {
      const form = { ...toForm(stored), retention: values as Record<RetentionField, string> };
      const saved = await api.put<BranchSettings>('/api/branch/config', toBody(form, stored.version));
      shell.setBranch({ ...saved });
      notify.notify('success', t('admin.settings.saved'));
      await load();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'branch.configConflict') setConflict(true);
      notify.error(err, 'updateFailed');
    } finally {
      setSaving(false);
    }
  };

  const runNow = () =>
    ask({
      title: t('admin.cleanup.confirmTitle'),
      text: t('admin.cleanup.confirmText', { count: overview.kinds.reduce((n, k) => n + k.due, 0) }),
      confirmLabel: t('admin.cleanup.run'),
      danger: true,
      testId: 'cleanup-confirm',
      run: async () => {
        try {
          const run = await api.post<RetentionRun>('/api/retention/run');
          notify.notify('success', t('admin.cleanup.done', { count: run.total }));
          await load();
        } catch (err) {
          notify.error(err, 'updateFailed');
        }
      },
    });

  const last = overview.lastRun;
  return (
    <form onSubmit={save} noValidate data-testid="cleanup">
      {conflict && (
        <Alert $tone="danger" role="alert">
          <span className="grow">{t('errors.branch.configConflict')}</span>
          <Button type="button" onClick={() => void load()}>{t('admin.settings.reload')}</Button>
        </Alert>
      )}
      <Section
        title={t('admin.settings.retention')}
        text={t('admin.settings.retentionText')}
        actions={canWrite && (
          <Button type="button" $variant="danger" onClick={runNow} data-testid="cleanup-run">{t('admin.cleanup.run')}</Button>
        )}
      >
        <LastRun data-testid="cleanup-last-run">
          {last
            ? t('admin.cleanup.lastRun', { when: formatInstant(last.finishedAt ?? last.startedAt, timeZone), count: last.total, trigger: t(`admin.cleanup.trigger.${last.trigger}`) })
            : t('admin.cleanup.neverRun')}
        </LastRun>
        <TableCard>
          <Table data-testid="cleanup-table">
            <thead>
              <tr>
                <th>{t('admin.cleanup.kind')}</th>
                <th>{t('admin.cleanup.keep')}</th>
                <th>{t('admin.cleanup.due')}</th>
                <th>{t('admin.cleanup.last')}</th>
              </tr>
            </thead>
            <tbody>
              {ordered(overview.kinds, RETENTION_FIELDS).map((k) => {
                const id = `cleanup-${k.kind}`;
                const p = (problems as Record<string, { key: string; vars?: Record<string, unknown> }>)[k.setting];
                return (
                  <tr key={k.kind} data-testid="cleanup-kind" data-kind={k.kind}>
                    <td>
                      <label htmlFor={id}>{t(`admin.settings.retentionFields.${k.setting}`, { defaultValue: k.kind })}</label>
                    </td>
                    <td>
                      <Unit>
                        <Input
                          id={id}
                          inputMode="numeric"
                          value={values[k.setting] ?? ''}
                          disabled={!canWrite}
                          aria-invalid={!!p}
                          aria-describedby={p ? `${id}-error` : undefined}
                          onChange={(e) => setValues((v) => ({ ...v, [k.setting]: e.target.value.replace(/[^\d]/g, '') }))}
                          data-testid={`cleanup-value-${k.kind}`}
                        />
                        <span>{k.unit === 'months' ? t('admin.settings.months') : t('admin.settings.days')}</span>
                      </Unit>
                      {p && <Problem id={`${id}-error`} role="alert">{t(p.key, p.vars)}</Problem>}
                    </td>
                    <td data-testid={`cleanup-due-${k.kind}`}>
                      {k.value === 0 ? t('admin.cleanup.forever') : t('admin.cleanup.wouldDelete', { count: k.due })}
                    </td>
                    <td className="muted">
                      {k.lastRunAt ? t('admin.cleanup.deletedAt', { count: k.lastDeleted ?? 0, when: formatInstant(k.lastRunAt, timeZone) }) : '—'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </TableCard>
      </Section>
      {canWrite && (
        <Actions>
          <span className="version">{t('admin.settings.version', { version: stored.version })}</span>
          <Button type="button" $variant="ghost" disabled={!changed || saving} onClick={() => setValues(toForm(stored).retention)}>{t('admin.discard')}</Button>
          <Button type="submit" $variant="primary" disabled={saving || !changed} data-testid="cleanup-save">{saving ? t('admin.saving') : t('admin.save')}</Button>
        </Actions>
      )}
      <RetentionRuns key={round} api={api} notify={notify} timeZone={timeZone} />
      {dialog}
    </form>
  );
}

const LastRun = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.color.muted};
`;
const Unit = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  input {
    width: 100px;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
const Problem = styled.div`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.small};
  margin-top: 4px;
`;
const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
  .version {
    margin-right: auto;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.small};
  }
`;
