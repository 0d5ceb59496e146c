import { useEffect, useState, type KeyboardEvent } from 'react';
import { Input } from './inputs';
import { formatDate, parseDate } from './format';
import { useKitText } from './text';
import { acceptsKey, completeTime, formatForPattern, maskTime, patternLength, type TimePattern } from './time';

interface CommonProps {
  id?: string;
  invalid?: boolean;
  disabled?: boolean;
  testId?: string;
  'aria-label'?: string;
}

/** A field typed in digits: it shows `shown` until typed in; `onType` turns a keystroke's text into what it shows, `onLeave` the text on leaving. */
function DigitsInput({ shown, onType, onLeave, width, invalid, testId, ...rest }: CommonProps & { shown: string; onType: (raw: string) => string; onLeave: (text: string) => string; width: number; maxLength: number; placeholder: string; onKeyDown?: (e: KeyboardEvent) => void }) {
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  return (
    <Input
      {...rest}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      aria-invalid={invalid || undefined}
      style={{ fontVariantNumeric: 'tabular-nums', width }}
      onChange={(e) => setText(onType(e.target.value))}
      onBlur={() => setText(onLeave(text))}
      data-testid={testId}
    />
  );
}

/**
 * A time of day or a duration in the spec's formats (000 §5): digits and colons only, colons
 * added as you type; `onChange` gets the value (ms) only when the pattern is whole. Leaving the
 * field completes `HH:mm` with `:00`, and puts back the last whole value otherwise.
 */
export function TimeInput({ value, onChange, pattern = 'HH:mm:ss', width = 110, ...rest }: CommonProps & {
  /** ms: since midnight for a time of day, a length for a duration; null when empty */
  value: number | null;
  onChange: (ms: number) => void;
  /** `HH:mm:ss` (time of day, the default), `HH:mm`, `mm:ss` or `HH:mm:ss+` (durations) */
  pattern?: TimePattern;
  width?: number;
}) {
  const shown = formatForPattern(value, pattern);
  return (
    <DigitsInput
      {...rest}
      shown={shown}
      width={width}
      maxLength={patternLength(pattern)}
      placeholder={pattern.replace('+', '')}
      onKeyDown={(e) => !acceptsKey(e.key) && !e.ctrlKey && !e.metaKey && e.preventDefault()}
      onType={(raw) => {
        const m = maskTime(raw, pattern);
        if (m.value !== null && m.value !== value) onChange(m.value);
        return m.text;
      }}
      onLeave={(text) => {
        const whole = completeTime(text, pattern);
        if (whole === null) return shown;
        if (whole !== value) onChange(whole);
        return formatForPattern(whole, pattern);
      }}
    />
  );
}

/**
 * A date typed as dd/MM/yyyy (the spec's display format, whatever the language), held as
 * YYYY-MM-DD; `onChange` gets a value only for a real date, or null when emptied.
 */
export function DateInput({ value, onChange, ...rest }: CommonProps & { value: string | null; onChange: (date: string | null) => void }) {
  const kt = useKitText();
  const shown = formatDate(value);
  return (
    <DigitsInput
      {...rest}
      shown={shown}
      width={120}
      maxLength={10}
      placeholder={kt('date.placeholder')}
      onType={(raw) => {
        const digits = raw.replace(/\D/g, '').slice(0, 8);
        const text = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
        const date = parseDate(text);
        if (date && date !== value) onChange(date);
        if (!text && value) onChange(null);
        return text;
      }}
      onLeave={(text) => (!text || parseDate(text) ? text : shown)}
    />
  );
}
