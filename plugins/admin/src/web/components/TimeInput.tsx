import { useEffect, useState } from 'react';
import { Input } from './ui';
import { commitTime, completeTime, maskTime, TIME_MAX_LENGTH } from './time';

/**
 * HH:mm:ss (spec 000 §5): digits and colons only, colons added as you type, at most 8 characters;
 * `onChange` gets the value only when it is a whole time. Leaving the field completes `HH:mm`
 * with `:00` and puts back the last whole value otherwise.
 */
export function TimeInput({ id, value, onChange, invalid, disabled, testId, placeholder = 'HH:mm:ss' }: { id?: string; value: string; onChange: (v: string) => void; invalid?: boolean; disabled?: boolean; testId?: string; placeholder?: string }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <Input
      id={id}
      value={text}
      inputMode="numeric"
      maxLength={TIME_MAX_LENGTH}
      placeholder={placeholder}
      disabled={disabled}
      aria-invalid={invalid}
      autoComplete="off"
      style={{ fontVariantNumeric: 'tabular-nums', width: 120 }}
      onChange={(e) => {
        const masked = maskTime(e.target.value);
        if (masked === null) return;
        setText(masked);
        const whole = commitTime(masked);
        if (whole !== null && whole !== value) onChange(whole);
      }}
      onBlur={() => {
        const whole = completeTime(text);
        if (whole === null) setText(value);
        else {
          setText(whole);
          if (whole !== value) onChange(whole);
        }
      }}
      data-testid={testId}
    />
  );
}
