/** A contact's numbers: each with its label (cell phone, fax, other, residential, work), added and removed. */
import { Button, Field, IconButton, Input, Select } from '@lauda/web-kit';
import { CONTACT_LIMITS as L, NUMBER_LABELS, type NumberLabel } from '../common/index.js';
import type { NumberDraft } from './model';

type T = (key: string, o?: Record<string, unknown>) => string;

export function NumbersEditor({ numbers, onChange, readOnly, errorOf, t }: { numbers: NumberDraft[]; onChange: (n: NumberDraft[]) => void; readOnly: boolean; errorOf: (field: string) => string | undefined; t: T }) {
  const set = (i: number, patch: Partial<NumberDraft>) => onChange(numbers.map((n, j) => (j === i ? { ...n, ...patch } : n)));
  return (
    <fieldset data-testid="contact-numbers" style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
      <legend style={{ fontWeight: 600, fontSize: 'var(--lauda-font-small)', marginBottom: 4 }}>{t('fields.numbers')}</legend>
      {numbers.map((n, i) => (
        <div key={n.id ?? `new-${i}`} data-testid="contact-number-row" style={{ display: 'flex', gap: 8, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Field label={t('numberN', { n: i + 1 })} htmlFor={`contact-number-${i}`} error={errorOf(`numbers.${i}.value`)} testId={`contact-number-${i}`}>
            <Input id={`contact-number-${i}`} type="tel" inputMode="tel" value={n.value} maxLength={L.number} placeholder="(11) 98765-4321"
              onChange={(e) => set(i, { value: e.target.value })} disabled={readOnly} aria-invalid={!!errorOf(`numbers.${i}.value`)} data-testid="contact-number-value" />
          </Field>
          <Field label={t('fields.label')} htmlFor={`contact-number-label-${i}`} error={errorOf(`numbers.${i}.label`)}>
            <Select id={`contact-number-label-${i}`} value={n.label} onChange={(e) => set(i, { label: e.target.value as NumberLabel })} disabled={readOnly} data-testid="contact-number-label">
              {NUMBER_LABELS.map((l) => <option key={l} value={l}>{t(`labels.${l}`)}</option>)}
            </Select>
          </Field>
          {!readOnly && (
            <IconButton type="button" label={t('removeNumber', { n: i + 1 })} onClick={() => onChange(numbers.filter((_x, j) => j !== i))} style={{ marginTop: 22 }} data-testid="contact-number-remove">✕</IconButton>
          )}
        </div>
      ))}
      {!readOnly && numbers.length < L.numbers && (
        <Button type="button" $small onClick={() => onChange([...numbers, { value: '', label: 'cell_phone' }])} data-testid="contact-number-add">{t('addNumber')}</Button>
      )}
    </fieldset>
  );
}
