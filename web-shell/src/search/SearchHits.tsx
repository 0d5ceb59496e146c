/** A page of search results: how many, each hit (marked title, type, day, programs, passages), the pager. */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SEARCH_MATCH_CAP, type SearchHit, type SearchResults } from '@lauda/sdk/web';
import { Alert, Badge, Button, Pager, Spinner, formatDate, formatNumber, pageRange } from '@lauda/web-kit';
import { Marked } from './Marked';
import { programNames } from './search';

export interface HitsProps {
  results: SearchResults;
  loading: boolean;
  programs: readonly { id: number; label: string }[];
  typeName: (type: string) => string;
  exportHref: string;
  onOpen(hit: SearchHit, from: HTMLElement): void;
  onPage(page: number): void;
}

export function SearchHits({ results, loading, programs, typeName, exportHref, onOpen, onPage }: HitsProps) {
  const { t, i18n } = useTranslation();
  const fmt = (n: number) => formatNumber(n, document.documentElement.lang || i18n.language.replace('_', '-'));
  const r = pageRange(results.number, results.size, results.total);
  return (
    <Results aria-busy={loading} data-testid="search-results" data-total={results.total}>
      <Summary>
        <span role="status" data-testid="search-summary">
          {t('search.summary', { from: fmt(r.from), to: fmt(r.to), total: fmt(results.total), count: results.total })}
        </span>
        {loading && <Spinner aria-hidden />}
        <span className="grow" />
        <Button as="a" $small href={exportHref} download style={{ textDecoration: 'none' }} data-testid="search-export">
          {t('search.export')}
        </Button>
      </Summary>
      {results.capped && (
        <Alert $tone="warning" style={{ margin: 8 }} data-testid="search-capped">{t('search.capped', { cap: fmt(SEARCH_MATCH_CAP) })}</Alert>
      )}
      <List aria-label={t('search.resultsLabel')}>
        {results.data.map((hit) => {
          const names = programNames(hit.programsIds, programs);
          return (
            <Hit key={`${hit.type}:${hit.id}`} data-testid="search-hit" data-type={hit.type} data-id={hit.id} data-target={hit.target}>
              <h2>
                <Button type="button" $variant="link" onClick={(e) => onOpen(hit, e.currentTarget)} data-testid="search-hit-open">
                  <Marked parts={hit.titleParts.length ? hit.titleParts : [{ text: t('search.untitled') }]} />
                </Button>
              </h2>
              <div className="meta">
                <Badge $tone="info" data-testid="search-hit-type">{typeName(hit.type)}</Badge>
                {hit.date && <span data-testid="search-hit-date">{formatDate(hit.date)}</span>}
                {names.length > 0 && <span data-testid="search-hit-programs">{names.join(', ')}</span>}
              </div>
              {hit.fragments.slice(0, 3).map((parts, i) => (
                <p key={i} className="passage" data-testid="search-hit-passage">
                  <Marked parts={parts} />
                </p>
              ))}
            </Hit>
          );
        })}
      </List>
      <Pager number={results.number} size={results.size} total={results.total} onPage={onPage} testId="search-pager" />
    </Results>
  );
}

const Results = styled.section`
  background: var(--lauda-surface);
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  box-shadow: var(--lauda-shadow);
  &[aria-busy='true'] ol {
    opacity: 0.6;
  }
`;
const Summary = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 12px;
  border-bottom: 1px solid var(--lauda-line);
  font-weight: 600;
  .grow {
    flex: 1;
  }
`;
const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Hit = styled.li`
  padding: 10px 14px;
  & + & {
    border-top: 1px solid var(--lauda-line);
  }
  h2 {
    margin: 0 0 4px;
    font-size: 15px;
    font-weight: 600;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
    margin-bottom: 4px;
    font-size: var(--lauda-font-small);
    color: var(--lauda-muted);
  }
  .passage {
    margin: 2px 0 0;
    line-height: 1.45;
    overflow-wrap: anywhere;
  }
`;
