import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { NoticeLevel } from '@lauda/sdk/web';
import type { Notice, NoticeStore } from './store';
import { IconButton, type Theme } from '@lauda/web-kit';

export const levelColor = (theme: Theme, level: NoticeLevel): string =>
  ({
    success: theme.color.success,
    info: theme.color.primary,
    event: theme.color.accent,
    warning: theme.color.warning,
    error: theme.color.danger,
  })[level];

const ICON: Record<NoticeLevel, string> = { success: '✓', info: 'i', event: '●', warning: '!', error: '×' };

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      /* fall back below */
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('clipboard unavailable');
}

export const serialiseDetails = (details: unknown): string =>
  typeof details === 'string' ? details : JSON.stringify(details, null, 2);

function Toast({ notice, store }: { notice: Notice; store: NoticeStore }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const left = useRef(notice.duration);
  const started = useRef(Date.now());

  useEffect(() => {
    if (notice.duration === 0 || paused) return;
    started.current = Date.now();
    const timer = setTimeout(() => store.dismiss(notice.id), left.current);
    return () => {
      clearTimeout(timer);
      left.current = Math.max(400, left.current - (Date.now() - started.current));
    };
  }, [paused, notice, store]);

  const copyable = notice.details !== undefined && notice.details !== null;
  const onClick = async () => {
    if (!copyable) return;
    try {
      await copyText(serialiseDetails(notice.details));
      store.push({ level: 'success', title: t('notice.copied'), description: t('notice.copiedText') });
    } catch (e) {
      store.push({ level: 'error', title: t('notice.copyFailed'), description: (e as Error).message });
    }
  };

  return (
    <ToastBox
      role={notice.level === 'error' || notice.level === 'warning' ? 'alert' : 'status'}
      data-testid="notice"
      data-level={notice.level}
      $level={notice.level}
      $copyable={copyable}
      title={copyable ? t('notice.clickToCopy') : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onClick={onClick}
    >
      <Icon $level={notice.level} aria-hidden>
        {ICON[notice.level]}
      </Icon>
      <Body>
        <Title>{notice.title}</Title>
        {notice.description && <Description>{notice.description}</Description>}
        {copyable && <Hint>{t('notice.clickToCopy')}</Hint>}
      </Body>
      <IconButton
        label={t('notice.dismiss')}
        onClick={(e) => {
          e.stopPropagation();
          store.dismiss(notice.id);
        }}
      >
        ×
      </IconButton>
    </ToastBox>
  );
}

/**
 * Where the stack starts while a panel is open: below the controls the panel marks with
 * `data-notices-below` (a workspace's tab strip and toolbar), so a notice never covers them.
 */
function useClearTop(active: boolean, count: number): number | null {
  const [top, setTop] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return setTop(null);
    const measure = () => {
      const bottoms = Array.from(document.querySelectorAll('[data-notices-below]'), (el) => el.getBoundingClientRect())
        .filter((r) => r.height > 0)
        .map((r) => r.bottom);
      setTop(bottoms.length ? Math.max(...bottoms) + 8 : null);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [active, count]);
  return top;
}

export function NoticeStack({ store }: { store: NoticeStore }) {
  const { notices, left } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const top = useClearTop(left && notices.length > 0, notices.length);
  return (
    <Stack $left={left} aria-live="polite" style={top === null ? undefined : { top }}>
      {notices.map((n) => (
        <Toast key={n.id} notice={n} store={store} />
      ))}
    </Stack>
  );
}

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-6px); }
  to { opacity: 1; transform: none; }
`;

const Stack = styled.div<{ $left: boolean }>`
  position: fixed;
  top: calc(${({ theme }) => theme.headerHeight} + 10px);
  ${({ $left }) => ($left ? css`left: 12px;` : css`right: 12px;`)}
  z-index: var(--lauda-z-notice);
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 340px;
  max-width: calc(100vw - 24px);
  pointer-events: none;
`;

const ToastBox = styled.div<{ $level: NoticeLevel; $copyable: boolean }>`
  pointer-events: auto;
  display: flex;
  gap: 10px;
  align-items: flex-start;
  padding: 10px 8px 10px 12px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-left: 4px solid ${({ theme, $level }) => levelColor(theme, $level)};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 6px 18px rgba(16, 24, 40, 0.16);
  animation: ${slideIn} 0.16s ease-out;
  cursor: ${({ $copyable }) => ($copyable ? 'copy' : 'default')};
`;

const Icon = styled.span<{ $level: NoticeLevel }>`
  flex: none;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  font-size: 11px;
  font-weight: 700;
  background: ${({ theme, $level }) => levelColor(theme, $level)};
  color: #fff;
  margin-top: 1px;
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
`;
const Title = styled.div`
  font-weight: 600;
`;
const Description = styled.div`
  color: ${({ theme }) => theme.color.muted};
  margin-top: 2px;
  overflow-wrap: anywhere;
`;
const Hint = styled.div`
  margin-top: 4px;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.color.primary};
`;
