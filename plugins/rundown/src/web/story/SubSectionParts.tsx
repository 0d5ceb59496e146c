/** The parts of a sub-section in the form and the viewer: a CG's fields (limited to their sizes), a MOS item's fields. */
import styled from 'styled-components';
import type { CgField } from '../../common/types.js';
import { isoClock, newCgField, type FormSubSection } from './model.js';
import { Button, Field, IconButton, Input } from '@lauda/web-kit';

type T = (key: string, options?: Record<string, unknown>) => string;

export function CgEditor({ sub, readOnly, t, limit, onChange }: {
  sub: FormSubSection;
  readOnly: boolean;
  t: T;
  limit?: (sub: FormSubSection, field: CgField) => number | undefined;
  onChange(fn: (x: FormSubSection) => FormSubSection): void;
}) {
  const s = (k: string) => t(`storyForm.${k}`);
  const fields = sub.cgFields ?? [];
  const setField = (uuid: string, patch: Partial<CgField>) => onChange((x) => ({ ...x, cgFields: (x.cgFields ?? []).map((f) => (f.uuid === uuid ? { ...f, ...patch } : f)) }));
  return (
    <Cg>
      <div className="head">
        <Field label={s('templateName')}>
          <Input value={sub.templateName ?? ''} maxLength={200} readOnly={readOnly} onChange={(e) => onChange((x) => ({ ...x, templateName: e.target.value }))} />
        </Field>
        <Field label={s('code')}>
          <Input value={sub.code ?? ''} maxLength={100} readOnly={readOnly} onChange={(e) => onChange((x) => ({ ...x, code: e.target.value }))} />
        </Field>
      </div>
      {fields.map((f) => {
        // spec 001 §5: a field's input is limited by its size when greater than zero
        const max = limit?.(sub, f);
        return (
          <div className="field" key={f.uuid}>
            <Input placeholder={s('cgFieldName')} aria-label={s('cgFieldName')} value={f.name} maxLength={200} readOnly={readOnly} onChange={(e) => setField(f.uuid, { name: e.target.value })} />
            <span className="value">
              <Input placeholder={s('cgFieldValue')} aria-label={f.name || s('cgFieldValue')} data-testid="cg-field-value" value={f.value} maxLength={max ?? 5000} readOnly={readOnly}
                onChange={(e) => setField(f.uuid, { value: max ? [...e.target.value].slice(0, max).join('') : e.target.value })} />
              {max !== undefined && <span className="count" data-testid="cg-field-count">{[...f.value].length}/{max}</span>}
            </span>
            <IconButton label={s('remove')} disabled={readOnly} onClick={() => onChange((x) => ({ ...x, cgFields: (x.cgFields ?? []).filter((y) => y.uuid !== f.uuid) }))}>✕</IconButton>
          </div>
        );
      })}
      {!readOnly && (
        <Button type="button" $small $variant="ghost" onClick={() => onChange((x) => ({ ...x, cgFields: [...(x.cgFields ?? []), newCgField()] }))}>
          + {s('cgField')}
        </Button>
      )}
    </Cg>
  );
}

/** The media of a MOS sub-section, read-only: it belongs to the device that sent it. */
export function MosFields({ sub, t }: { sub: FormSubSection | import('../../common/types.js').SubSection; t: T }) {
  const s = (k: string) => t(`storyForm.${k}`);
  const m = sub.media ?? {};
  const rows: [string, string | null | undefined][] = [
    [s('mos.slug'), m.slug ?? sub.slug],
    [s('mos.objectId'), m.objectId],
    [s('mos.duration'), m.duration ? isoClock(m.duration) : sub.duration ? isoClock(sub.duration) : null],
    [s('mos.type'), m.type],
    [s('mos.status'), sub.status],
    [s('mos.channel'), sub.channel],
    [s('templateName'), sub.templateName],
    [s('mos.abstract'), m.abstractText],
    [s('mos.paths'), (m.paths ?? []).join(', ')],
  ];
  return (
    <Mos data-testid="mos-fields">
      {rows.filter(([, v]) => v !== null && v !== undefined && v !== '').map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
      {(sub.cgFields ?? []).map((f) => (
        <div key={f.uuid}>
          <dt>{f.name}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </Mos>
  );
}

const Cg = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 6px 8px;
  border-left: 3px solid var(--lauda-accent);
  background: var(--lauda-sunken);
  .head {
    display: grid;
    grid-template-columns: 2fr 1fr;
    gap: 8px;
  }
  .field {
    display: grid;
    grid-template-columns: 1fr 2fr auto;
    gap: 6px;
    align-items: center;
  }
  .value {
    position: relative;
  }
  .value .count {
    position: absolute;
    right: 8px;
    top: 50%;
    transform: translateY(-50%);
    font-size: 11px;
    color: var(--lauda-muted);
    font-variant-numeric: tabular-nums;
    pointer-events: none;
  }
  .value input {
    padding-right: 52px;
  }
`;
const Mos = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 4px 12px;
  margin: 0;
  padding: 6px 8px;
  border-left: 3px solid var(--lauda-primary);
  background: var(--lauda-sunken);
  font-size: 12px;
  dt {
    color: var(--lauda-muted);
    font-size: 11px;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
