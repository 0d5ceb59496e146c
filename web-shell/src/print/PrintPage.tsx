import { lazy, Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useRegistry, useShell } from '../app/shell';
import { webBranch } from '../app/branch';
import { canAccess } from '../registry/access';
import type { RegisteredPrint } from '../registry/PluginRegistry';
import { Button, ErrorBoundary, Loading } from '@lauda/web-kit';
import { ErrorView } from '../routes/ErrorPage';
import { decodePrintOptions, parsePrintPath, type PrintOptions } from './options';
import type { PrintProps } from './types';

const lazyPrints = new Map<string, ComponentType<PrintProps>>();
function lazyPrint(p: RegisteredPrint): ComponentType<PrintProps> {
  const key = `${p.plugin}:${p.type}`;
  let c = lazyPrints.get(key);
  if (!c) {
    c = lazy(async () => ({ default: (await p.load()).default as unknown as ComponentType<PrintProps> }));
    lazyPrints.set(key, c);
  }
  return c;
}

/** A page that explains why nothing can be printed (unknown kind, bad options). */
function Problem({ testId, title, text, detail }: { testId: string; title: string; text: string; detail?: string }) {
  const { t } = useTranslation();
  return (
    <ProblemBox data-testid={testId} role="alert">
      <svg className="icon" viewBox="0 0 24 24" width="36" height="36" aria-hidden fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 9V3h12v6M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M6 14h12v7H6z" />
      </svg>
      <h1>{title}</h1>
      <p>{text}</p>
      {detail && (
        <div>
          <code>{detail}</code>
        </div>
      )}
      <Button type="button" onClick={() => window.close()}>
        {t('print.close')}
      </Button>
    </ProblemBox>
  );
}

/**
 * `/print/{encoded options}/{type}` and `/print/branches/{branchId}/{encoded options}/{type}`:
 * the print kind's component in a window of its own, with a toolbar that is not printed.
 */
export function PrintPage() {
  const { t } = useTranslation();
  const shell = useShell();
  const registry = useRegistry();
  const location = useLocation();
  const where = parsePrintPath(typeof window !== 'undefined' ? window.location.pathname : location.pathname);

  const decoded = useMemo<{ options: PrintOptions } | { error: string }>(() => {
    if (!where) return { error: 'path' };
    try {
      return { options: decodePrintOptions(where.encoded) };
    } catch (e) {
      return { error: (e as Error).message };
    }
  }, [where?.encoded]);

  const kind = where ? registry.print(where.type) : undefined;
  const title = kind ? t(kind.title, { ns: kind.plugin }) : '';
  useEffect(() => {
    if (title) document.title = `${title} · ${shell.system?.product ?? 'Lauda'}`;
  }, [title, shell.system]);

  const { t: tk } = useTranslation(kind?.plugin ?? undefined);
  const props = useMemo(
    () =>
      kind && where && 'options' in decoded
        ? {
            api: shell.api,
            live: shell.live,
            branch: webBranch(shell.branch),
            user: shell.user!,
            notify: shell.notify,
            t: (key: string, options?: Record<string, unknown>) => tk(key, options) as string,
            type: where.type,
            options: decoded.options,
            branchId: where.branchId,
          }
        : null,
    [kind, where?.type, where?.branchId, decoded, shell.api, shell.live, shell.branch, shell.user, shell.notify, tk],
  );

  if (!where) return <ErrorView code={404} />;
  if (!shell.pluginsReady && !kind) return <Loading label={t('app.loading')} />;
  if (!kind) {
    return (
      <Problem testId="print-unknown" title={t('print.unknownTitle')} text={t('print.unknownText', { type: where.type })} detail={where.type} />
    );
  }
  if ('error' in decoded) {
    return <Problem testId="print-bad-options" title={t('print.badOptionsTitle')} text={t('print.badOptionsText')} detail={decoded.error} />;
  }
  if (!canAccess(kind.access, shell.user)) return <ErrorView code={403} />;
  const Print = lazyPrint(kind);

  return (
    <Page data-testid="print-page" data-type={where.type}>
      <Toolbar className="no-print">
        <strong>{title}</strong>
        {where.branchId && <span className="branch">{t('print.forBranch', { id: where.branchId })}</span>}
        <span className="spacer" />
        <Button type="button" $variant="primary" onClick={() => window.print()} data-testid="print-now">
          {t('print.print')}
        </Button>
        <Button type="button" onClick={() => window.close()}>
          {t('print.close')}
        </Button>
      </Toolbar>
      <Sheet>
        <ErrorBoundary
          onError={(error) => console.error(`[lauda] print ${kind.plugin}:${kind.type} failed`, error)}
          fallback={(error) => <Problem testId="print-failed" title={t('print.failedTitle')} text={t('print.failedText')} detail={error.message} />}
        >
          <Suspense fallback={<Loading label={t('print.loading')} />}>{props && <Print {...props} />}</Suspense>
        </ErrorBoundary>
      </Sheet>
    </Page>
  );
}

const Page = styled.div`
  min-height: 100%;
  background: ${({ theme }) => theme.color.canvas};
  @media print {
    background: #fff;
    .no-print {
      display: none !important;
    }
  }
`;
const Toolbar = styled.div`
  position: sticky;
  top: 0;
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 8px 16px;
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.on.ink};
  .branch {
    opacity: 0.75;
  }
  .spacer {
    flex: 1;
  }
`;
const Sheet = styled.div`
  max-width: 1000px;
  margin: 16px auto;
  padding: 24px 28px;
  background: #fff;
  box-shadow: ${({ theme }) => theme.shadow};
  @media print {
    max-width: none;
    margin: 0;
    padding: 0;
    box-shadow: none;
  }
`;
const ProblemBox = styled.div`
  max-width: 480px;
  margin: 80px auto;
  padding: 28px;
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: 8px;
  .icon {
    color: ${({ theme }) => theme.color.muted};
  }
  h1 {
    font-size: 18px;
    margin: 8px 0;
  }
  p {
    color: ${({ theme }) => theme.color.muted};
    margin: 0 0 12px;
  }
  code {
    display: inline-block;
    margin-bottom: 16px;
    padding: 2px 8px;
    border-radius: 3px;
    background: ${({ theme }) => theme.color.sunken};
    font-family: ${({ theme }) => theme.font.mono};
  }
`;
