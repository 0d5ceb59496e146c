/** Find in the rundown (Ctrl+F): slug or page, accents ignored; Enter goes to the next match, Shift+Enter back. */
import type { Dispatch, RefObject, SetStateAction } from 'react';
import styled from 'styled-components';
import type { Story } from '../../common/types.js';
import { useWorkspace } from '../context.js';
import { Button } from '@lauda/web-kit';
import type { FindState } from './useRundownKeys.js';

const norm = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The visible stories whose slug or page holds the query, in show order. */
export function findMatches(find: FindState, stories: Story[]): number[] {
  if (!find.open || !find.query.trim()) return [];
  const q = norm(find.query.trim());
  return stories.filter((s) => s.visible && (norm(s.slug ?? '').includes(q) || norm(s.page ?? '').includes(q))).map((s) => s.id);
}

export function FindBar({ find, setFind, matches, input, onGo, onClose }: {
  find: FindState;
  setFind: Dispatch<SetStateAction<FindState>>;
  matches: number[];
  input: RefObject<HTMLInputElement | null>;
  /** the story a step lands on */
  onGo: (storyId: number) => void;
  onClose: () => void;
}) {
  const { w } = useWorkspace();
  const goToMatch = (step: number) => {
    if (!matches.length) return;
    const at = ((find.at + step) % matches.length + matches.length) % matches.length;
    setFind((f) => ({ ...f, at }));
    onGo(matches[at]!);
  };
  return (
    <Bar data-testid="find-bar">
      <input
        ref={input}
        autoFocus
        value={find.query}
        placeholder={w('find.placeholder')}
        data-testid="find-input"
        onChange={(e) => setFind({ open: true, query: e.target.value, at: -1 })}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            goToMatch(e.shiftKey ? -1 : 1);
          } else if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            onClose();
          }
        }}
      />
      <span className="count" data-testid="find-count">
        {find.query.trim() ? w('find.count', { at: matches.length ? Math.max(0, find.at) + 1 : 0, count: matches.length }) : ''}
      </span>
      <Button type="button" $small onClick={() => goToMatch(-1)} disabled={!matches.length}>↑</Button>
      <Button type="button" $small onClick={() => goToMatch(1)} disabled={!matches.length}>↓</Button>
      <Button type="button" $small $variant="ghost" onClick={() => setFind((f) => ({ ...f, open: false }))}>×</Button>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 4px 8px;
  background: #fffbe6;
  border-bottom: 1px solid #efd98a;
  input { width: 280px; height: 24px; padding: 0 6px; border: 1px solid #d9c36a; border-radius: 3px; font-size: 12px; }
  input:focus { outline: none; border-color: var(--lauda-primary); }
  .count { font-size: 11px; color: var(--lauda-muted); min-width: 60px; }
`;
