import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { ErrorBoundary } from '@lauda/web-kit';
import { webBranch } from '../app/branch';
import { useShell } from '../app/shell';
import type { RegisteredPanel } from '../registry/PluginRegistry';
import type { ShellPanelExtras } from '../print/types';
import { Button, EmptyState, Loading, scopedT } from '@lauda/web-kit';
import { mobileUser, useMobileMode } from '../look/mobile';

// One lazy component per panel, made on first show (the panel's chunk is downloaded then).
const lazyPanels = new Map<string, ComponentType<PanelProps>>();
function lazyPanel(panel: RegisteredPanel): ComponentType<PanelProps> {
  const key = `${panel.plugin}:${panel.id}`;
  let c = lazyPanels.get(key);
  if (!c) {
    c = lazy(async () => {
      const mod = await panel.load();
      return { default: mod.default as unknown as ComponentType<PanelProps> };
    });
    lazyPanels.set(key, c);
  }
  return c;
}

/**
 * Shows one panel: a title bar (unless `bare`: the admin area's tabs name it), then the panel
 * loaded lazily, behind Suspense and an error boundary.
 */
export function PanelHost({ panel, bare = false }: { panel: RegisteredPanel; bare?: boolean }) {
  const shell = useShell();
  const { t } = useTranslation(panel.plugin);
  const { t: ts } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const mobile = useMobileMode();
  useEffect(() => shell.notices.panelOpened(), [shell.notices]);

  const Panel = lazyPanel(panel);
  // stable between renders, so panels may use them in effect dependencies
  // besides the sdk's PanelProps, `print` (ShellPanelExtras): opens a print page of a contributed kind
  const props = useMemo<PanelProps & ShellPanelExtras>(
    () => ({
      api: shell.api,
      live: shell.live,
      branch: webBranch(shell.branch),
      // in the mobile web app without ROLE_MOBILE_WRITE: read only (README "Mobile")
      user: mobileUser(shell.user!, mobile),
      notify: shell.notify,
      // plain texts remembered per language: rows and forms ask the same labels on every render
      t: scopedT((key, options) => t(key, options) as string, ''),
      print: shell.print,
    }),
    [shell.api, shell.live, shell.branch, shell.user, shell.notify, shell.print, t, mobile],
  );

  return (
    <Frame data-testid={`panel-${panel.id}`}>
      {!bare && (
        <TitleBar>
          <h1>{t(panel.title)}</h1>
        </TitleBar>
      )}
      <Content>
        <ErrorBoundary
          key={`${panel.plugin}:${panel.id}:${attempt}`}
          onError={(error, info) => console.error(`[lauda] panel ${panel.plugin}:${panel.id} failed`, error, info.componentStack)}
          fallback={(error, reset) => (
            <EmptyState icon="!" title={ts('panel.failedTitle')} text={ts('panel.failedText')} testId="panel-error">
              <Button
                $variant="secondary"
                onClick={() => {
                  lazyPanels.delete(`${panel.plugin}:${panel.id}`);
                  setAttempt((n) => n + 1);
                  reset();
                }}
                title={error.message}
              >
                {ts('panel.retry')}
              </Button>
            </EmptyState>
          )}
        >
          <Suspense fallback={<Loading label={ts('panel.loading')} />}>
            <Panel {...props} />
          </Suspense>
        </ErrorBoundary>
      </Content>
    </Frame>
  );
}

/** A screen's column: its head, then its content filling the rest. */
export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100%;
`;
const TitleBar = styled.div`
  display: flex;
  align-items: center;
  height: var(--lauda-title-height, 44px);
  flex: none;
  padding: 0 20px;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  h1 {
    font-size: 16px;
  }
  overflow: hidden;
  [data-compact] & { display: none; }
`;
const Content = styled.div`
  flex: 1;
  padding: 16px 20px 24px;
`;
