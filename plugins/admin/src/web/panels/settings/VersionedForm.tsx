import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import { Button, Field, Input, Section, Toggle } from '@lauda/web-kit';

type Values = Record<string, boolean | number>;
export interface Stored {
  values: Values;
  version: number;
}

/** One value of a versioned settings form: an on/off switch or a number. */
export interface FieldSpec {
  key: string;
  label: string;
  hint?: string;
  kind: 'toggle' | 'number';
  min?: number;
  max?: number;
  step?: number;
  /** a problem of the value (translated), or null */
  problem?: (v: number) => string | null;
}

interface Props {
  title: string;
  text?: string;
  testId: string;
  fields: FieldSpec[];
  canWrite: boolean;
  /** reads the stored values and their version */
  load: () => Promise<Stored>;
  /** saves the values with the version read (a change meanwhile is a 412 whose text the shell shows) */
  save: (values: Values, version: number) => Promise<Stored>;
  /** a live topic: a change saved elsewhere reloads the form unless it has unsaved changes */
  live?: { client: PanelProps['live']; topic: string; matches: (data: unknown, id: unknown) => boolean };
  notify: PanelProps['notify'];
  t: PanelProps['t'];
}

/** A card of switches and numbers saved together with the version read: the settings and per-type config screens. */
export function VersionedForm({ title, text, testId, fields, canWrite, load, save, live, notify, t }: Props) {
  const [stored, setStored] = useState<Stored | null>(null);
  const [draft, setDraft] = useState<Values>({});
  const [saving, setSaving] = useState(false);
  const dirty = stored !== null && fields.some((f) => draft[f.key] !== stored.values[f.key]);
  const reload = useCallback(() => {
    load().then((s) => {
      setStored(s);
      setDraft(s.values);
    }, (e) => notify.error(e, 'loadFailed'));
  }, [load, notify]);
  useEffect(() => reload(), [reload]);
  useEffect(() => {
    if (!live) return undefined;
    return live.client.subscribe(live.topic, (m) => {
      if (live.matches(m.data, m.id) && !dirty) reload();
    });
  }, [live, dirty, reload]);

  const problems = Object.fromEntries(fields.map((f) => [f.key, f.kind === 'number' && f.problem ? f.problem(Number(draft[f.key])) : null]));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stored || saving) return;
    if (Object.values(problems).some(Boolean)) {
      notify.notify('warning', t('validation.formInvalid'));
      return;
    }
    setSaving(true);
    try {
      const s = await save(draft, stored.version);
      setStored(s);
      setDraft(s.values);
      notify.notify('success', t('settings.saved', { title }));
    } catch (err) {
      notify.error(err, 'updateFailed');
    } finally {
      setSaving(false);
    }
  };

  return (
    // noValidate: the translated problems show on the field (the browser's own bubble would be in its language)
    <form onSubmit={submit} data-testid={testId} aria-label={title} noValidate>
      <Section
        title={title}
        text={text}
        actions={canWrite && (
          <span style={{ display: 'inline-flex', gap: 8 }}>
            {dirty && <Button type="button" $variant="ghost" onClick={() => stored && setDraft(stored.values)} disabled={saving}>{t('actions.cancel')}</Button>}
            <Button type="submit" $variant="primary" disabled={!dirty || saving} data-testid={`${testId}-save`}>{saving ? t('actions.saving') : t('actions.save')}</Button>
          </span>
        )}
      >
        {stored === null ? null : fields.map((f) => (
          f.kind === 'toggle' ? (
            <div key={f.key} style={{ marginBottom: 12 }}>
              <Toggle checked={!!draft[f.key]} onChange={(v) => setDraft((d) => ({ ...d, [f.key]: v }))} label={f.label} hint={f.hint} disabled={!canWrite} testId={`${testId}-${f.key}`} />
            </div>
          ) : (
            <Field key={f.key} label={f.label} htmlFor={`${testId}-${f.key}`} hint={f.hint} error={problems[f.key]}>
              <Input
                id={`${testId}-${f.key}`}
                type="number"
                inputMode="decimal"
                min={f.min}
                max={f.max}
                step={f.step ?? 1}
                value={String(draft[f.key] ?? '')}
                disabled={!canWrite}
                aria-invalid={!!problems[f.key]}
                onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value === '' ? Number.NaN : Number(e.target.value) }))}
                data-testid={`${testId}-${f.key}`}
                style={{ maxWidth: 160 }}
              />
            </Field>
          )
        ))}
      </Section>
    </form>
  );
}
