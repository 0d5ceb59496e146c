import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';

/**
 * A button: `$variant` (secondary by default; `link` looks like a link, e.g. a result's title that
 * opens it), `$small`, `$active` (a pressed toggle), `$block` (full width).
 */
export const Button = styled.button<{ $variant?: ButtonVariant; $small?: boolean; $active?: boolean; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  height: ${({ $small }) => ($small ? '24px' : '30px')};
  padding: 0 ${({ $small }) => ($small ? '8px' : '12px')};
  border-radius: var(--lauda-radius);
  border: 1px solid transparent;
  font-size: ${({ $small }) => ($small ? '12px' : 'inherit')};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  ${({ $block }) => $block && css`width: 100%; height: 34px;`}
  ${({ $variant = 'secondary', $active }) => {
    switch ($variant) {
      case 'primary':
      case 'danger':
        return css`
          background: var(--lauda-${$variant});
          color: var(--lauda-on-${$variant});
          &:hover:not(:disabled) { filter: brightness(1.08); }
        `;
      case 'ghost':
        return css`
          background: ${$active ? 'color-mix(in srgb, var(--lauda-primary) 12%, transparent)' : 'transparent'};
          color: ${$active ? 'var(--lauda-primary)' : 'inherit'};
          &:hover:not(:disabled) { background: rgba(127, 127, 127, 0.16); }
        `;
      case 'link':
        return css`
          display: inline;
          height: auto;
          padding: 0;
          border: 0;
          background: none;
          font: inherit;
          font-weight: 600;
          color: var(--lauda-primary);
          text-align: left;
          white-space: normal;
          /* a long word breaks only when it must: 'anywhere' would shrink a table column to letters */
          overflow-wrap: break-word;
          &:hover:not(:disabled) { text-decoration: underline; }
        `;
      default:
        return css`
          background: ${$active ? 'color-mix(in srgb, var(--lauda-primary) 10%, var(--lauda-surface))' : 'var(--lauda-surface)'};
          color: ${$active ? 'var(--lauda-primary)' : 'var(--lauda-text)'};
          border-color: ${$active ? 'var(--lauda-primary)' : 'var(--lauda-control-border)'};
          &:hover:not(:disabled) { background: var(--lauda-sunken); }
        `;
    }
  }}
  /* disabled text stays readable (a token pair checked at 4.5:1): it differs by colour, not by fading */
  &:disabled {
    ${({ $variant }) => ($variant === 'ghost' || $variant === 'link' ? '' : 'background: var(--lauda-state-disabled-bg);')}
    color: var(--lauda-state-disabled);
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid var(--lauda-focus);
    outline-offset: 2px;
  }
  .k {
    font-weight: 400;
    opacity: 0.7;
    font-size: 11px;
  }
`;

const IconButtonBox = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 24px;
  height: 24px;
  padding: 0 2px;
  border: 1px solid transparent;
  border-radius: var(--lauda-radius);
  background: transparent;
  color: var(--lauda-muted);
  cursor: pointer;
  line-height: 1;
  &:hover:not(:disabled),
  &[aria-expanded='true'] {
    background: var(--lauda-sunken);
    border-color: var(--lauda-line);
    color: var(--lauda-text);
  }
  &:disabled {
    color: var(--lauda-state-disabled);
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid var(--lauda-focus);
    outline-offset: 1px;
  }
`;

/** A button showing only an icon: its `label` is its accessible name and tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, { label: string; children: ReactNode } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'>>(
  function IconButton({ label, children, type = 'button', ...rest }, ref) {
    return (
      <IconButtonBox ref={ref} type={type} aria-label={label} title={label} {...rest}>
        {children}
      </IconButtonBox>
    );
  },
);
