import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/*
 * The admin screens' building blocks. They style themselves with the shell's theme through its CSS
 * custom properties (var(--lauda-<colour>)), so they need nothing of the shell but the page.
 */

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

export const Button = styled.button<{ $variant?: Variant; $small?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  height: ${({ $small }) => ($small ? '26px' : '30px')};
  padding: 0 ${({ $small }) => ($small ? '9px' : '12px')};
  border-radius: var(--lauda-radius);
  border: 1px solid transparent;
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  ${({ $variant = 'secondary' }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: var(--lauda-primary);
          color: var(--lauda-on-primary);
          &:hover:not(:disabled) {
            filter: brightness(1.08);
          }
        `;
      case 'danger':
        return css`
          background: var(--lauda-danger);
          color: var(--lauda-on-danger);
          &:hover:not(:disabled) {
            filter: brightness(1.08);
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: var(--lauda-text);
          &:hover:not(:disabled) {
            background: var(--lauda-sunken);
          }
        `;
      default:
        return css`
          background: var(--lauda-surface);
          color: var(--lauda-text);
          border-color: var(--lauda-line);
          &:hover:not(:disabled) {
            background: var(--lauda-sunken);
          }
        `;
    }
  }}
  &:disabled {
    opacity: 0.55;
    cursor: default;
  }
`;

const fieldStyle = css`
  width: 100%;
  height: 32px;
  padding: 0 10px;
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  background: var(--lauda-surface);
  color: var(--lauda-text);
  &:focus {
    outline: none;
    border-color: var(--lauda-primary);
    box-shadow: 0 0 0 2px rgba(31, 99, 214, 0.18);
  }
  &[aria-invalid='true'] {
    border-color: var(--lauda-danger);
  }
  &:disabled {
    background: var(--lauda-sunken);
    color: var(--lauda-muted);
  }
`;
export const Input = styled.input`
  ${fieldStyle}
`;
export const Select = styled.select`
  ${fieldStyle}
  padding-right: 24px;
`;

/** A labelled form field with its validation message (or a hint). */
export function Field({ label, htmlFor, error, hint, children, required, testId }: { label: string; htmlFor?: string; error?: string | null; hint?: string; children: ReactNode; required?: boolean; testId?: string }) {
  return (
    <FieldBox data-testid={testId}>
      <label htmlFor={htmlFor}>
        {label}
        {required && <span className="req" aria-hidden> *</span>}
      </label>
      {children}
      {error ? (
        <div className="error" role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </div>
      ) : hint ? (
        <div className="hint">{hint}</div>
      ) : null}
    </FieldBox>
  );
}
const FieldBox = styled.div`
  margin-bottom: 14px;
  min-width: 0;
  > label {
    display: block;
    font-size: 12px;
    font-weight: 600;
    color: var(--lauda-muted);
    margin-bottom: 4px;
  }
  .req {
    color: var(--lauda-danger);
  }
  .error {
    margin-top: 4px;
    font-size: 12px;
    color: var(--lauda-danger);
  }
  .hint {
    margin-top: 4px;
    font-size: 12px;
    color: var(--lauda-muted);
  }
`;

export const Grid = styled.div<{ $cols?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $cols = 2 }) => $cols}, minmax(0, 1fr));
  column-gap: 16px;
`;

export function Check({ checked, onChange, label, disabled, testId, hint }: { checked: boolean; onChange: (v: boolean) => void; label: ReactNode; disabled?: boolean; testId?: string; hint?: string }) {
  return (
    <CheckBox $disabled={!!disabled} title={hint}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
      <span>{label}</span>
    </CheckBox>
  );
}
const CheckBox = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 7px;
  cursor: ${({ $disabled }) => ($disabled ? 'default' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  user-select: none;
  input {
    margin: 0;
    width: 15px;
    height: 15px;
    accent-color: var(--lauda-primary);
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin-bottom: 12px;
  .grow {
    flex: 1;
  }
`;

export const Search = styled(Input).attrs({ type: 'search' })`
  width: 280px;
  padding-left: 30px;
  background: var(--lauda-surface)
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='14' height='14' viewBox='0 0 24 24' fill='none' stroke='%235c6878' stroke-width='2.2' stroke-linecap='round'%3E%3Ccircle cx='11' cy='11' r='7'/%3E%3Cpath d='m20 20-4-4'/%3E%3C/svg%3E")
    no-repeat 10px center;
`;

export const TableCard = styled.div`
  background: var(--lauda-surface);
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  box-shadow: 0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1);
  overflow: hidden;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 8px 12px;
    text-align: left;
    border-bottom: 1px solid var(--lauda-line);
    vertical-align: middle;
  }
  th {
    background: var(--lauda-sunken);
    font-size: 11px;
    font-weight: 700;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    color: var(--lauda-muted);
    white-space: nowrap;
  }
  tbody tr:hover td {
    background: #f9fafc;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tr.off td {
    color: var(--lauda-muted);
  }
  td.actions {
    width: 1%;
    white-space: nowrap;
    text-align: right;
  }
  td.nowrap {
    white-space: nowrap;
  }
  td.muted {
    color: var(--lauda-muted);
  }
  td.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .sub {
    display: block;
    font-size: 12px;
    color: var(--lauda-muted);
  }
`;

export function EmptyRow({ colSpan, title, text }: { colSpan: number; title: string; text?: string }) {
  return (
    <tr>
      <td colSpan={colSpan} data-testid="table-empty" style={{ textAlign: 'center', padding: '36px 12px' }}>
        <strong style={{ display: 'block', marginBottom: 2 }}>{title}</strong>
        {text && <span style={{ color: 'var(--lauda-muted)' }}>{text}</span>}
      </td>
    </tr>
  );
}

type Tone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'accent';
const toneVar = (tone: Tone) =>
  ({ neutral: 'var(--lauda-muted)', success: 'var(--lauda-success)', warning: 'var(--lauda-warning)', danger: 'var(--lauda-danger)', info: 'var(--lauda-primary)', accent: 'var(--lauda-accent)' })[tone];

export const Badge = styled.span<{ $tone?: Tone }>`
  display: inline-flex;
  align-items: center;
  height: 20px;
  padding: 0 8px;
  border-radius: 10px;
  font-size: 11px;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ $tone = 'neutral' }) => toneVar($tone)};
  border: 1px solid currentColor;
  background: var(--lauda-surface);
`;

export const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  max-width: 100%;
  height: 22px;
  padding: 0 8px;
  border-radius: 11px;
  background: var(--lauda-sunken);
  border: 1px solid var(--lauda-line);
  font-size: 12px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  button {
    border: 0;
    background: none;
    padding: 0 0 0 2px;
    color: var(--lauda-muted);
    cursor: pointer;
    font-size: 14px;
    line-height: 1;
  }
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
`;

/** Green when the user has an open session. */
export const OnlineDot = styled.span<{ $online: boolean }>`
  display: inline-block;
  flex: none;
  width: 9px;
  height: 9px;
  border-radius: 50%;
  background: ${({ $online }) => ($online ? 'var(--lauda-success)' : 'var(--lauda-line)')};
  box-shadow: ${({ $online }) => ($online ? '0 0 0 3px rgba(35, 130, 74, 0.16)' : 'none')};
`;

export const Alert = styled.div<{ $tone?: Tone }>`
  padding: 9px 12px;
  margin-bottom: 12px;
  border-radius: var(--lauda-radius);
  border: 1px solid var(--lauda-line);
  border-left: 4px solid ${({ $tone = 'info' }) => toneVar($tone)};
  background: var(--lauda-sunken);
`;

/** Segmented tabs inside a dialog. */
export function Tabs<T extends string>({ value, onChange, items, testId }: { value: T; onChange: (v: T) => void; items: { id: T; label: string; badge?: string | number; invalid?: boolean }[]; testId?: string }) {
  return (
    <TabBar role="tablist" data-testid={testId}>
      {items.map((it) => (
        <button
          key={it.id}
          type="button"
          role="tab"
          aria-selected={value === it.id}
          className={[value === it.id ? 'active' : '', it.invalid ? 'invalid' : ''].join(' ')}
          onClick={() => onChange(it.id)}
          data-testid={testId ? `${testId}-${it.id}` : undefined}
        >
          {it.label}
          {it.badge !== undefined && it.badge !== '' && <span className="count">{it.badge}</span>}
        </button>
      ))}
    </TabBar>
  );
}
const TabBar = styled.div`
  display: flex;
  gap: 2px;
  border-bottom: 1px solid var(--lauda-line);
  margin: 0 -20px 16px;
  padding: 0 20px;
  button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 8px 12px 9px;
    border: 0;
    border-bottom: 2px solid transparent;
    margin-bottom: -1px;
    background: none;
    color: var(--lauda-muted);
    font-weight: 600;
    cursor: pointer;
  }
  button.active {
    color: var(--lauda-primary);
    border-bottom-color: var(--lauda-primary);
  }
  button.invalid {
    color: var(--lauda-danger);
  }
  .count {
    min-width: 18px;
    height: 18px;
    padding: 0 5px;
    border-radius: 9px;
    background: var(--lauda-sunken);
    border: 1px solid var(--lauda-line);
    font-size: 11px;
    line-height: 16px;
    color: var(--lauda-muted);
  }
`;

export const SectionTitle = styled.h3`
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.05em;
  text-transform: uppercase;
  color: var(--lauda-muted);
  margin: 4px 0 10px;
`;

export const Muted = styled.p`
  margin: 0 0 12px;
  color: var(--lauda-muted);
`;
