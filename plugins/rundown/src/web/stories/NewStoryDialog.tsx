/**
 * "Nova matéria": a journalist's story goes into the chosen program's drawer for a date (the
 * newsroom's today by default), with the story form's slug rule; the form then opens on it.
 */
import { useId, useState } from 'react';
import { Button, DateInput, Dialog, Field, Input, Select, dateIn } from '@lauda/web-kit';
import type { ApiClient, Notifier } from '@lauda/sdk/web';
import type { Story } from '../../common/types.js';
import { RUNDOWN_LIMITS } from '../../common/ids.js';
import type { Program } from '../lookups.js';

type T = (key: string, options?: Record<string, unknown>) => string;

export function NewStoryDialog({ api, notify, t, programs, programId, onClose, onCreated }: {
  api: ApiClient; notify: Notifier; t: T; programs: Program[]; programId: number | null; onClose(): void; onCreated(story: Story): void;
}) {
  const s = (k: string) => t(`storiesArea.${k}`);
  const ids = { slug: useId(), program: useId() };
  const [slug, setSlug] = useState('');
  const [program, setProgram] = useState<number | null>(programId ?? programs[0]?.id ?? null);
  const [date, setDate] = useState<string | null>(dateIn(Date.now()));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const slugError = tried && !slug.trim() ? s('newDialog.slugRequired') : null;
  const programError = tried && !program ? s('newDialog.programRequired') : null;
  const submit = () => {
    setTried(true);
    if (!slug.trim() || !program) return;
    setBusy(true);
    api.post<Story>('/api/stories', { slug: slug.trim().toUpperCase(), programId: program, ...(date ? { date } : {}) })
      .then((story) => onCreated(story))
      .catch((e) => notify.error(e, 'createFailed'))
      .finally(() => setBusy(false));
  };
  return (
    <Dialog title={s('newDialog.title')} onClose={onClose} busy={busy} testId="new-story-dialog" closeLabel={t('storyForm.close')}
      onSubmit={(e) => { e.preventDefault(); submit(); }}
      footer={(
        <>
          <span className="grow" />
          <Button type="button" onClick={onClose} disabled={busy}>{s('newDialog.cancel')}</Button>
          <Button type="submit" $variant="primary" disabled={busy} data-testid="new-story-create">{s('newDialog.create')}</Button>
        </>
      )}>
      <Field label={s('col.slug')} htmlFor={ids.slug} required error={slugError} testId="new-story-slug-field">
        <Input id={ids.slug} value={slug} maxLength={RUNDOWN_LIMITS.slug} onChange={(e) => setSlug(e.target.value.toUpperCase())} data-testid="new-story-slug" data-autofocus />
      </Field>
      <Field label={s('program')} htmlFor={ids.program} required error={programError} hint={s('newDialog.drawerHint')}>
        <Select id={ids.program} value={program ?? ''} onChange={(e) => setProgram(e.target.value ? Number(e.target.value) : null)} data-testid="new-story-program">
          {programs.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
        </Select>
      </Field>
      <Field label={s('newDialog.date')}>
        <DateInput value={date} aria-label={s('newDialog.date')} onChange={setDate} testId="new-story-date" />
      </Field>
    </Dialog>
  );
}
