import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { useFieldName } from './Field';

/** The look of every text control: height, border, focus ring, invalid and read-only states. */
export const controlStyle = css`
  width: 100%;
  height: 30px;
  padding: 0 8px;
  border: 1px solid var(--lauda-control-border);
  border-radius: var(--lauda-radius);
  background: var(--lauda-surface);
  color: var(--lauda-text);
  &:focus {
    outline: none;
    border-color: var(--lauda-focus);
  }
  &:focus-visible {
    outline: 2px solid var(--lauda-focus);
    outline-offset: 0;
  }
  &[aria-invalid='true'] {
    border-color: var(--lauda-danger);
  }
  &:disabled,
  &[readonly] {
    background: var(--lauda-state-disabled-bg);
    color: var(--lauda-state-disabled);
  }
`;

const InputBox = styled.input`
  ${controlStyle}
`;

/** A text input; inside a group `Field` without a name of its own, the field's caption names it. */
export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(props, ref) {
  return <InputBox ref={ref} {...props} aria-labelledby={useFieldName(props)} />;
});

const SelectBox = styled.select`
  ${controlStyle}
  padding-right: 24px;
`;

export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(props, ref) {
  return <SelectBox ref={ref} {...props} aria-labelledby={useFieldName(props)} />;
});

const TextAreaBox = styled.textarea`
  ${controlStyle}
  height: auto;
  min-height: 56px;
  padding: 6px 8px;
  resize: vertical;
  line-height: 1.45;
`;

export const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextArea(props, ref) {
  return <TextAreaBox ref={ref} {...props} aria-labelledby={useFieldName(props)} />;
});

/** A search box with a magnifier. */
export const Search = styled(Input).attrs({ type: 'search' })`
  width: 280px;
  padding-left: 30px;
  background: var(--lauda-surface)
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='14' height='14' viewBox='0 0 24 24' fill='none' stroke='%235c6878' stroke-width='2.2' stroke-linecap='round'%3E%3Ccircle cx='11' cy='11' r='7'/%3E%3Cpath d='m20 20-4-4'/%3E%3C/svg%3E")
    no-repeat 10px center;
`;

interface CheckProps {
  checked: boolean;
  onChange: (v: boolean) => void;
  label: ReactNode;
  disabled?: boolean;
  testId?: string;
  /** a tooltip */
  hint?: string;
}

/** A labelled checkbox. */
export function Check({ checked, onChange, label, disabled, testId, hint }: CheckProps) {
  return (
    <CheckBox $disabled={!!disabled} title={hint}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
      <span>{label}</span>
    </CheckBox>
  );
}

/** A labelled on/off switch (a checkbox with the switch role). */
export function Toggle({ checked, onChange, label, disabled, testId, hint }: CheckProps) {
  return (
    <CheckBox $disabled={!!disabled} title={hint}>
      <input className="switch" type="checkbox" role="switch" aria-checked={checked} checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
      <span>{label}</span>
    </CheckBox>
  );
}

const CheckBox = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 7px;
  cursor: ${({ $disabled }) => ($disabled ? 'default' : 'pointer')};
  color: ${({ $disabled }) => ($disabled ? 'var(--lauda-state-disabled)' : 'inherit')};
  user-select: none;
  input {
    margin: 0;
    width: 15px;
    height: 15px;
    accent-color: var(--lauda-primary);
  }
  input.switch {
    appearance: none;
    position: relative;
    width: 30px;
    height: 17px;
    border-radius: 9px;
    background: var(--lauda-control-border);
    transition: background 0.15s;
    cursor: inherit;
  }
  input.switch::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 13px;
    height: 13px;
    border-radius: 50%;
    background: var(--lauda-surface);
    transition: transform 0.15s;
  }
  input.switch:checked {
    background: var(--lauda-primary);
  }
  input.switch:checked::after {
    transform: translateX(13px);
  }
`;
