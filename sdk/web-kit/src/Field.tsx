import { createContext, useContext, useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** The small capitals over a value: a field's label, a term of a definition list. */
export const labelText = css`
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: var(--lauda-muted);
`;

/** The caption id of the group `Field` a control is in: the kit's text controls are named by it when nothing else names them. */
const FieldCaption = createContext<string | null>(null);

/** The `aria-labelledby` a kit control takes: its own, else (without an `aria-label`) its group field's caption. */
export function useFieldName(props: { 'aria-label'?: string; 'aria-labelledby'?: string }): string | undefined {
  const caption = useContext(FieldCaption);
  return props['aria-labelledby'] ?? (props['aria-label'] ? undefined : caption ?? undefined);
}

interface FieldProps {
  label: ReactNode;
  /** the id of the one control the label names; without it the field is a group of controls named by the label */
  htmlFor?: string;
  /** a validation message (shown instead of the hint) */
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  testId?: string;
  className?: string;
  children: ReactNode;
}

/** A labelled form field with its validation message (or a hint). */
export function Field({ label, htmlFor, error, hint, required, testId, className, children }: FieldProps) {
  const captionId = useId();
  const caption = (
    <>
      {label}
      {required && <span className="req" aria-hidden> *</span>}
    </>
  );
  const note = error ? (
    <span className="error" role="alert" data-testid={testId ? `${testId}-error` : undefined}>
      {error}
    </span>
  ) : hint ? (
    <span className="hint">{hint}</span>
  ) : null;
  if (htmlFor)
    return (
      <FieldBox className={className} data-testid={testId}>
        <label className="label" htmlFor={htmlFor}>{caption}</label>
        {children}
        {note}
      </FieldBox>
    );
  // several controls (checkboxes, a row of inputs): a group named by the caption
  return (
    <FieldBox role="group" aria-labelledby={captionId} className={className} data-testid={testId}>
      <span className="label" id={captionId}>{caption}</span>
      <FieldCaption.Provider value={captionId}>{children}</FieldCaption.Provider>
      {note}
    </FieldBox>
  );
}

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
  min-width: 0;
  > .label {
    ${labelText}
  }
  .req {
    color: var(--lauda-danger);
  }
  > .error {
    font-size: 12px;
    font-weight: 600;
    color: var(--lauda-danger);
  }
  > .hint {
    font-size: 12px;
    color: var(--lauda-muted);
  }
`;

/** Form fields in columns; one column on a phone, so labels never share a cramped row. */
export const FormGrid = styled.div<{ $cols?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $cols = 2 }) => $cols}, minmax(0, 1fr));
  column-gap: 16px;
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A heading inside a form or a dialog. */
export const SectionTitle = styled.h3`
  ${labelText}
  font-size: 12px;
  letter-spacing: 0.05em;
  margin: 4px 0 10px;
`;
