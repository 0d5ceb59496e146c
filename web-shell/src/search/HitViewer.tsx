/**
 * A search result opened read-only in the document drawer (spec 000 §2, 001 §2: 640 px): the
 * viewer the owning plugin contributes to `document.viewer` for its type (story, guideline,
 * reportage, production, report), else the generic viewer of what the index holds
 * (`GET /api/search/entries/{type}/{id}`) with the searched words marked.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { markWords, type ApiClient, type SearchEntryView, type SearchHit } from '@lauda/sdk/web';
import { DocumentDrawer, ErrorState, Loading, formatDate } from '@lauda/web-kit';
import { i18n } from '../i18n';
import { errorText } from '../notifications/errorText';
import { i18nTranslator } from '../notifications/notifier';
import { ApiError } from '../api/client';
import { Marked } from './Marked';
import { hitWords, markedParagraphs, programNames } from './search';

export interface HitViewerProps {
  api: ApiClient;
  hit: SearchHit;
  /** the words searched for, as typed */
  q: string;
  programs: readonly { id: number; label: string }[];
  typeName: (type: string) => string;
  onClose(): void;
}

export function HitViewer({ api, hit, q, programs, typeName, onClose }: HitViewerProps) {
  const { t } = useTranslation();
  // the keyboard goes into the drawer (its close button); the screen gives it back to the result on close
  useEffect(() => {
    const timer = setTimeout(() => document.querySelector<HTMLElement>('[data-testid="document-drawer-close"]')?.focus(), 0);
    return () => clearTimeout(timer);
  }, [hit]);
  return (
    <DocumentDrawer
      origin={hit.type}
      id={Number(hit.id)}
      title={typeName(hit.type)}
      unavailable={t('search.unavailable')}
      closeLabel={t('search.close')}
      onClose={onClose}
      fallback={<EntryView api={api} hit={hit} q={q} programs={programs} />}
    />
  );
}

/** The indexed text of a document whose area contributes no viewer (a contact, a post, an agency item, a log line…). */
function EntryView({ api, hit, q, programs }: Pick<HitViewerProps, 'api' | 'hit' | 'q' | 'programs'>) {
  const { t } = useTranslation();
  const [entry, setEntry] = useState<SearchEntryView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let on = true;
    setFailure(null);
    api.get<SearchEntryView>(`/api/search/entries/${encodeURIComponent(hit.type)}/${encodeURIComponent(hit.id)}`).then(
      (e) => on && setEntry(e),
      (e) => on && setFailure(e instanceof ApiError ? errorText(e, i18nTranslator(i18n)) : String(e)),
    );
    return () => {
      on = false;
    };
  }, [api, hit.type, hit.id, round]);
  const words = useMemo(() => hitWords(hit, q), [hit, q]);
  const paragraphs = useMemo(() => (entry ? markedParagraphs(entry.text, words) : []), [entry, words]);

  if (failure) return <ErrorState title={t('search.entryFailed')} text={failure} onRetry={() => setRound((r) => r + 1)} testId="search-entry-error" />;
  if (!entry) return <Loading label={t('app.loading')} />;
  const names = programNames(entry.programsIds, programs);
  return (
    <Entry data-testid="search-entry" data-type={entry.type} data-id={entry.id}>
      <h3 data-testid="search-entry-title"><Marked parts={markWords(entry.title || t('search.untitled'), words)} /></h3>
      {(entry.date || names.length > 0) && (
        <dl>
          {entry.date && (
            <>
              <dt>{t('search.date')}</dt>
              <dd data-testid="search-entry-date">{formatDate(entry.date)}</dd>
            </>
          )}
          {names.length > 0 && (
            <>
              <dt>{t('search.programs')}</dt>
              <dd>{names.join(', ')}</dd>
            </>
          )}
        </dl>
      )}
      <div className="text" data-testid="search-entry-text">
        {paragraphs.length ? paragraphs.map((parts, i) => <p key={i}><Marked parts={parts} /></p>) : <p className="none">{t('search.noText')}</p>}
      </div>
    </Entry>
  );
}

const Entry = styled.article`
  background: var(--lauda-surface);
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  padding: 14px 16px;
  h3 {
    font-size: 16px;
    margin: 0 0 8px;
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 2px 12px;
    margin: 0 0 12px;
    font-size: var(--lauda-font-small);
  }
  dt {
    color: var(--lauda-muted);
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  .text p {
    margin: 0 0 10px;
    line-height: 1.5;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .none {
    color: var(--lauda-muted);
  }
`;
