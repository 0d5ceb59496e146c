/**
 * "Restaurar para hoje": asks first, saying what a restore makes (spec: a rundown becomes today's
 * rundown of its program, without others' private stories; a guideline or reportage is copied to
 * today, in the programs chosen here or its own), then restores and opens the copy: a rundown in
 * the rundown workspace, a guideline or reportage in the document drawer. A refusal (today's
 * rundown exists, an inactive program…) is the shell's translated notice, the dialog kept open.
 */
import { useMemo, useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import { Button, Dialog, Field, MultiPicker, formatDate, useDialogSubmit } from '@lauda/web-kit';
import { VIEWER_ORIGIN, type ArchiveItem, type ArchiveProgram, type ArchiveType, type Restored } from '../common/index.js';
import { titleOf } from './ArchiveList';
import { restoredWords } from './model';

/** The copy to show once restored: a guideline or reportage in the document drawer. */
export interface Opened { origin: string; id: number }

interface Props extends PanelProps {
  type: ArchiveType;
  item: ArchiveItem;
  today: string;
  programs: ArchiveProgram[];
  onClose(): void;
  onDone(opened: Opened | null): void;
}

/** Goes to a path of the app without reloading it (the shell's router follows the history). */
function goTo(path: string): void {
  window.history.pushState({}, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function RestoreDialog({ api, notify, t, type, item, today, programs, onClose, onDone }: Props) {
  const [programsIds, setProgramsIds] = useState<number[]>([]);
  const options = useMemo(() => programs.filter((p) => p.active).map((p) => ({ id: p.id, label: p.name })), [programs]);
  const title = titleOf(type, item, programs);
  const { saving, submit } = useDialogSubmit<Restored>(notify, 'createFailed',
    () => api.post<Restored>(`/api/archive/${type}/${item.id}/restore`, type === 'rundowns' ? undefined : { programsIds }),
    (r) => {
      const words = restoredWords(t, r, title);
      notify.notify('success', words.title, words.text);
      if (r.type === 'rundowns') {
        onDone(null);
        goTo(`/main/rundowns?rundown=${r.id}`);
      } else onDone({ origin: VIEWER_ORIGIN[r.type], id: r.id });
    });
  const vars = { title, date: formatDate(item.date), today: formatDate(today) };
  return (
    <Dialog title={t('restoreDialog.title')} onClose={onClose} busy={saving} onSubmit={submit} testId="archive-restore-dialog" closeLabel={t('close')}
      footer={(
        <>
          <span className="grow" />
          <Button type="button" $variant="secondary" onClick={onClose} disabled={saving} data-testid="archive-restore-cancel">{t('cancel')}</Button>
          <Button type="submit" $variant="primary" disabled={saving} data-testid="archive-restore-confirm" data-autofocus>{t('restoreDialog.confirm')}</Button>
        </>
      )}>
      <p data-testid="archive-restore-text">{t(`restoreDialog.${type}`, vars)}</p>
      {type !== 'rundowns' && (
        <Field label={t('restoreDialog.programs')} hint={t('restoreDialog.programsHint')} htmlFor="archive-restore-programs">
          <MultiPicker id="archive-restore-programs" options={options} value={programsIds} onChange={setProgramsIds} testId="archive-restore-programs" emptyText={t('restoreDialog.noPrograms')} />
        </Field>
      )}
    </Dialog>
  );
}
