/**
 * The global search's entry on every screen: a field in the header (on a phone a button) that
 * opens "Busca" with the typed words. The "/" key, typed anywhere but in a text field, focuses it
 * (on the search screen itself, that screen's box).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Kbd } from '@lauda/web-kit';
import { SEARCH_SCREEN, screenPath } from '../search/search';
import { HeaderButton } from './HeaderButton';
import { MenuIcon } from './icons';

/** The key that focuses the search. */
export const SEARCH_KEY = '/';

/** Whether a key press belongs to what has the focus (a text field, an editor, a select) rather than to the page. */
export function typingIn(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  return !!el.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"]');
}

export function HeaderSearch({ phone }: { phone: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onScreen = useLocation().pathname === SEARCH_SCREEN;
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== SEARCH_KEY || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || typingIn(e.target)) return;
      // a dialog keeps the keyboard to itself
      if (document.querySelector('[aria-modal="true"]')) return;
      const box = document.getElementById('search-q') ?? field.current;
      e.preventDefault();
      if (box) box.focus();
      else navigate(SEARCH_SCREEN);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);

  // the search screen has its own box; a phone has room for a button only
  if (onScreen) return null;
  if (phone) {
    return (
      <HeaderButton label={t('search.open')} onClick={() => navigate(SEARCH_SCREEN)} data-testid="header-search-open">
        <MenuIcon name="search" label="" />
      </HeaderButton>
    );
  }
  return (
    <Form
      role="search"
      aria-label={t('search.title')}
      onSubmit={(e) => {
        e.preventDefault();
        navigate(screenPath(text));
        setText('');
      }}
    >
      <MenuIcon name="search" label="" />
      <input
        ref={field}
        type="search"
        value={text}
        maxLength={200}
        autoComplete="off"
        aria-label={t('search.headerLabel')}
        aria-keyshortcuts={SEARCH_KEY}
        placeholder={t('search.headerPlaceholder')}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && (setText(''), e.currentTarget.blur())}
        data-testid="header-search"
      />
      <Kbd aria-hidden>{SEARCH_KEY}</Kbd>
    </Form>
  );
}

/** On the header's dark (or light) chrome: the current text colour, a faint border. */
const Form = styled.form`
  display: flex;
  align-items: center;
  gap: 6px;
  height: 28px;
  padding: 0 6px 0 8px;
  width: clamp(160px, 22vw, 300px);
  border: 1px solid color-mix(in srgb, currentColor 35%, transparent);
  border-radius: var(--lauda-radius);
  background: color-mix(in srgb, currentColor 8%, transparent);
  /* the input draws the kit's focus ring (the dark chrome's on a dark header) */
  input {
    flex: 1;
    min-width: 0;
    height: 22px;
    border: 0;
    border-radius: 2px;
    background: transparent;
    color: inherit;
    font: inherit;
  }
  input::placeholder {
    color: inherit;
    opacity: 0.8;
  }
  kbd {
    color: var(--lauda-text);
  }
`;
