import { useEffect, useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import type { Branch, BranchCopy, BranchCopyType } from '../../common/index.js';
import { DateInput, Dialog, Field, Muted, SaveFooter, Select, dateIn, useDialogSubmit } from '@lauda/web-kit';

type Props = Pick<PanelProps, 'api' | 'notify' | 't' | 'branch'> & { type: BranchCopyType; doc: { id: number; title: string }; onClose(): void };

/**
 * "Copy to branch": the remote branch, a program of that branch (loaded through the branch link)
 * and, for a rundown, the date; the other branch creates the copy as the user its credential names.
 */
export function BranchCopyDialog({ api, notify, t, branch, type, doc, onClose }: Props) {
  const [branches, setBranches] = useState<Branch[] | null>(null);
  const [branchId, setBranchId] = useState('');
  const [programs, setPrograms] = useState<{ id: number; name: string }[] | null>(null);
  const [programId, setProgramId] = useState('');
  const [date, setDate] = useState<string | null>(type === 'rundown' ? dateIn(Date.now(), branch.timeZone) : null);
  const withProgram = type !== 'proposal';
  const withDate = type !== 'story';

  useEffect(() => {
    api.get<Branch[]>('/api/branches?activeOnly=true').then(setBranches, (e) => {
      setBranches([]);
      notify.error(e, 'loadFailed');
    });
  }, [api, notify]);
  useEffect(() => {
    setPrograms(null);
    setProgramId('');
    if (!branchId || !withProgram) return;
    let on = true;
    api.get<{ id: number; name: string }[]>(`/api/companies/${branchId}/programs`).then((p) => on && setPrograms(p), (e) => {
      if (!on) return;
      setPrograms([]);
      notify.error(e, 'loadFailed');
    });
    return () => {
      on = false;
    };
  }, [api, notify, branchId, withProgram]);

  const chosen = branches?.find((b) => String(b.id) === branchId);
  const { saving, submit } = useDialogSubmit(notify, 'actionFailed',
    () => api.post<BranchCopy>(`/api/branches/${branchId}/copies`, {
      type, id: doc.id, programId: programId ? Number(programId) : null, ...(withDate ? { date } : {}),
    }),
    () => {
      notify.notify('success', t('branchCopy.done', { title: doc.title, branch: chosen?.name ?? '' }));
      onClose();
    },
    () => (!branchId || (type === 'rundown' && (!programId || !date)) ? t('validation.formInvalid') : null));

  return (
    <Dialog title={t('branchCopy.title', { title: doc.title })} onClose={onClose} onSubmit={submit} busy={saving} width={520} testId="branch-copy"
      closeLabel={t('actions.close')}
      footer={<SaveFooter busy={saving} onCancel={onClose} cancelLabel={t('actions.cancel')} saveLabel={t('branchCopy.copy')} saveTestId="branch-copy-save" />}>
      <Muted>{t(`branchCopy.hint.${type}`)}</Muted>
      <Field label={t('branchCopy.branch')} htmlFor="bc-branch" required>
        <Select id="bc-branch" value={branchId} onChange={(e) => setBranchId(e.target.value)} data-testid="branch-copy-branch">
          <option value="">{branches === null ? t('branchCopy.loading') : branches.length ? t('branchCopy.choose') : t('branchCopy.none')}</option>
          {branches?.map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
        </Select>
      </Field>
      {withProgram && (
        <Field label={t('branchCopy.program')} htmlFor="bc-program" required={type === 'rundown'} hint={type === 'rundown' ? undefined : t('branchCopy.programHint')}>
          <Select id="bc-program" value={programId} disabled={!branchId || programs === null} onChange={(e) => setProgramId(e.target.value)} data-testid="branch-copy-program">
            <option value="">{branchId && programs === null ? t('branchCopy.loading') : t('branchCopy.noProgram')}</option>
            {programs?.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
          </Select>
        </Field>
      )}
      {withDate && (
        <Field label={t('branchCopy.date')} htmlFor="bc-date" required={type === 'rundown'} hint={type === 'rundown' ? undefined : t('branchCopy.dateHint')}>
          <DateInput id="bc-date" value={date} onChange={setDate} testId="branch-copy-date" />
        </Field>
      )}
    </Dialog>
  );
}
