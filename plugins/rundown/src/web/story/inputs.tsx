/** Inputs of the story form: a mm:ss duration (spec 000 §5), user and type pickers. */
import { useEffect, useState } from 'react';
import { isoClock, maskDuration, parseClock } from './model.js';
import type { TypeOption, UserOption } from '../lookups.js';
import { Input, Select } from '@lauda/web-kit';

/**
 * A duration typed as mm:ss: digits and colons only, the colon put in by itself, committed only when
 * the whole pattern is there (an incomplete value goes back to the last one on blur).
 */
export function DurationInput({
  value, onChange, disabled, id, label, testId,
}: { value: string; onChange(iso: string): void; disabled?: boolean; id?: string; label?: string; testId?: string }) {
  const [text, setText] = useState(isoClock(value));
  useEffect(() => setText(isoClock(value)), [value]);
  return (
    <Input
      id={id}
      aria-label={label}
      data-testid={testId}
      inputMode="numeric"
      placeholder="mm:ss"
      maxLength={5}
      value={text}
      disabled={disabled}
      style={{ width: 72, fontVariantNumeric: 'tabular-nums' }}
      onChange={(e) => {
        const masked = maskDuration(e.target.value);
        setText(masked);
        const iso = parseClock(masked);
        if (iso !== null && iso !== value) onChange(iso);
      }}
      onBlur={() => {
        if (parseClock(text) === null) setText(isoClock(value));
      }}
    />
  );
}

/** A user picker; a chosen user the list does not hold is still shown (by name when known, else `#id`). */
export function UserSelect({
  value, options, onChange, disabled, none, id, label, names, testId,
}: {
  value: number | null | undefined;
  options: UserOption[];
  onChange(id: number | null): void;
  disabled?: boolean;
  none: string;
  id?: string;
  label?: string;
  names?: Map<number, UserOption>;
  testId?: string;
}) {
  const list = value && !options.some((o) => o.id === value) ? [...options, names?.get(value) ?? { id: value, nickname: `#${value}` }] : options;
  return (
    <Select id={id} aria-label={label} data-testid={testId} value={value ?? ''} disabled={disabled} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
      <option value="">{none}</option>
      {list.map((u) => (
        <option key={u.id} value={u.id}>
          {u.nickname}
          {u.name && u.name !== u.nickname ? ` — ${u.name}` : ''}
        </option>
      ))}
    </Select>
  );
}

export function TypeSelect({
  value, options, onChange, disabled, none, id, label,
}: { value: number | null; options: TypeOption[]; onChange(id: number | null): void; disabled?: boolean; none: string; id?: string; label?: string }) {
  const list = value && !options.some((o) => o.id === value) ? [...options, { id: value, name: `#${value}` }] : options;
  return (
    <Select id={id} aria-label={label} value={value ?? ''} disabled={disabled} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
      <option value="">{none}</option>
      {list.map((x) => (
        <option key={x.id} value={x.id}>
          {x.abbreviation ? `${x.abbreviation} — ${x.name}` : x.name}
        </option>
      ))}
    </Select>
  );
}
