import { useEffect, useState } from 'react';
import { Input } from './inputs';
import { parseDate, formatDate } from './format';
import { useKitText } from './text';
import { acceptsKey, completeTime, formatForPattern, maskTime, patternLength, type TimePattern } from './time';

interface TimeInputProps {
  id?: string;
  /** ms: since midnight for a time of day, a length for a duration; null when empty */
  value: number | null;
  onChange: (ms: number) => void;
  /** `HH:mm:ss` (time of day, the default), `HH:mm`, `mm:ss` or `HH:mm:ss+` (durations) */
  pattern?: TimePattern;
  invalid?: boolean;
  disabled?: boolean;
  testId?: string;
  width?: number;
  'aria-label'?: string;
}

/**
 * A time of day or a duration in the spec's formats (000 §5): digits and colons only, colons
 * added as you type; `onChange` gets the value only when the pattern is whole. Leaving the field
 * completes `HH:mm` with `:00`, and puts back the last whole value otherwise.
 */
export function TimeInput({ id, value, onChange, pattern = 'HH:mm:ss', invalid, disabled, testId, width = 110, ...aria }: TimeInputProps) {
  const shown = formatForPattern(value, pattern);
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  return (
    <Input
      id={id}
      value={text}
      inputMode="numeric"
      maxLength={patternLength(pattern)}
      placeholder={pattern.replace('+', '')}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-label={aria['aria-label']}
      autoComplete="off"
      style={{ fontVariantNumeric: 'tabular-nums', width }}
      onKeyDown={(e) => !acceptsKey(e.key) && !e.ctrlKey && !e.metaKey && e.preventDefault()}
      onChange={(e) => {
        const m = maskTime(e.target.value, pattern);
        setText(m.text);
        if (m.value !== null && m.value !== value) onChange(m.value);
      }}
      onBlur={() => {
        const whole = completeTime(text, pattern);
        if (whole === null) setText(shown);
        else {
          setText(formatForPattern(whole, pattern));
          if (whole !== value) onChange(whole);
        }
      }}
      data-testid={testId}
    />
  );
}

/**
 * A date typed as dd/MM/yyyy (the spec's display format, the branch's calendar), held as
 * YYYY-MM-DD; `onChange` gets a value only for a real date, or null when emptied.
 */
export function DateInput({ id, value, onChange, invalid, disabled, testId, ...aria }: { id?: string; value: string | null; onChange: (date: string | null) => void; invalid?: boolean; disabled?: boolean; testId?: string; 'aria-label'?: string }) {
  const kt = useKitText();
  const shown = formatDate(value);
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  return (
    <Input
      id={id}
      value={text}
      inputMode="numeric"
      maxLength={10}
      placeholder={kt('date.placeholder')}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-label={aria['aria-label']}
      autoComplete="off"
      style={{ fontVariantNumeric: 'tabular-nums', width: 120 }}
      onChange={(e) => {
        const digits = e.target.value.replace(/\D/g, '').slice(0, 8);
        const next = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
        setText(next);
        const date = parseDate(next);
        if (date && date !== value) onChange(date);
        if (!next && value) onChange(null);
      }}
      onBlur={() => !parseDate(text) && text && setText(shown)}
      data-testid={testId}
    />
  );
}
