import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A row of controls; `.grow` pushes what follows to the end. `$bar`: a bar across the top of a view. */
export const Toolbar = styled.div<{ $bar?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: ${({ $bar }) => ($bar ? 'center' : 'flex-end')};
  gap: ${({ $bar }) => ($bar ? '4px' : '10px')};
  ${({ $bar }) =>
    $bar
      ? 'padding: 4px 8px; min-height: 36px; background: var(--lauda-surface); border-bottom: 1px solid var(--lauda-line);'
      : 'margin-bottom: 12px;'}
  .grow {
    flex: 1;
  }
`;

/** A labelled filter of a toolbar (the label above the control). */
export const ToolField = styled.label`
  display: flex;
  flex-direction: column;
  gap: 3px;
  font-size: var(--lauda-font-small);
  font-weight: 600;
  color: var(--lauda-muted);
  input,
  select {
    font-weight: 400;
    color: var(--lauda-text);
  }
`;

/** A thin vertical rule between groups of a toolbar. */
export const Sep = styled.span`
  width: 1px;
  height: 18px;
  margin: 0 4px;
  background: var(--lauda-line);
`;
export const Spacer = styled.span`
  flex: 1;
`;

export const Card = styled.section`
  background: var(--lauda-surface);
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  box-shadow: var(--lauda-shadow);
`;

export const PageTitle = styled.h1`
  font-size: 18px;
  margin-bottom: 4px;
`;

/** Secondary text; a paragraph spaced from what follows (use `as="span"` inline). */
export const Muted = styled.p`
  margin: 0 0 12px;
  color: var(--lauda-muted);
  &:last-child {
    margin-bottom: 0;
  }
`;

export const Kbd = styled.kbd`
  display: inline-block;
  min-width: 20px;
  padding: 1px 6px;
  border: 1px solid var(--lauda-line);
  border-bottom-width: 2px;
  border-radius: 3px;
  background: var(--lauda-sunken);
  font-family: var(--lauda-font-mono);
  font-size: 11px;
`;

/** A titled card for forms and read-outs, with actions in its header. */
export function Section({ title, text, children, actions, testId }: { title: ReactNode; text?: ReactNode; children: ReactNode; actions?: ReactNode; testId?: string }) {
  return (
    <SectionCard data-testid={testId}>
      <header>
        <div>
          <h2>{title}</h2>
          {text && <p>{text}</p>}
        </div>
        {actions}
      </header>
      <div className="body">{children}</div>
    </SectionCard>
  );
}

const SectionCard = styled(Card)`
  margin-bottom: 16px;
  > header {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: 12px;
    padding: 12px 16px;
    border-bottom: 1px solid var(--lauda-line);
  }
  h2 {
    font-size: 14px;
  }
  header p {
    margin: 2px 0 0;
    color: var(--lauda-muted);
    font-size: var(--lauda-font-small);
  }
  .body {
    padding: 14px 16px 4px;
  }
`;

/** Text for assistive technology only: a glyph button's name where the glyph (A−, A+) would otherwise contradict it. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
