/**
 * "Busca" (spec 000 §2 "Global search"): every indexed document the user may see, by the spec's
 * four modes, filtered by index target, day and program; each result with its matched words
 * marked, opened read-only in the document drawer. The state is the address's
 * (`/main/search?q=…&mode=…&targets=…&from=…&to=…&programId=…&page=…`), so the header's search
 * field, the back button and a shared link all land on the same results.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { searchWords, type PanelProps, type SearchHit, type SearchResults, type SearchTarget, type SearchTargetInfo } from '@lauda/sdk/web';
import { Alert, EmptyState, ErrorState, Loading, useDebounced, useLookupOptions } from '@lauda/web-kit';
import { ApiError } from '../api/client';
import { i18n } from '../i18n';
import { errorText } from '../notifications/errorText';
import { i18nTranslator } from '../notifications/notifier';
import { HitViewer } from './HitViewer';
import { Folding, ModeChoice, SearchBox, SearchFilters } from './SearchControls';
import { usePhone } from '../layout/prefs';
import { SearchHits } from './SearchHits';
import { askable, datesInOrder, exportPath, filterCount, readSearch, searchPath, writeSearch, type SearchForm } from './search';

interface Answer {
  path: string;
  results?: SearchResults;
  failure?: string;
}

export default function SearchPanel({ api }: PanelProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [params, setParams] = useSearchParams();
  const form = useMemo(() => readSearch(params), [params]);
  const set = useCallback((patch: Partial<SearchForm>) => setParams(writeSearch({ ...form, page: 0, ...patch }), { replace: true }), [form, setParams]);

  // the box: what is typed goes to the address once typing stops (or on Enter)
  const [typed, setTyped] = useState(form.q);
  const pushed = useRef(form.q);
  useEffect(() => {
    // the address changed from outside (the header's field, back): the box shows it
    if (form.q !== pushed.current) {
      pushed.current = form.q;
      setTyped(form.q);
    }
  }, [form.q]);
  const settled = useDebounced(typed.trim());
  // only a newly settled box goes to the address: an outside change re-runs this effect (through
  // `set`) while `settled` still holds the words typed before it, which must not win over it
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    if (settled === pushed.current) return;
    pushed.current = settled;
    set({ q: settled });
  }, [settled, set]);
  const [round, setRound] = useState(0);
  const submit = () => {
    const q = typed.trim();
    pushed.current = q;
    if (q !== form.q) set({ q });
    else setRound((r) => r + 1);
  };

  const targetList = useTargets(api);
  const targets = useMemo(() => (targetList ?? []).map((x) => x.target), [targetList]);
  const programs = useLookupOptions(api, '/api/companies/local/programs');
  const targetName = useCallback((x: SearchTarget) => t(`search.targetNames.${x}`, { defaultValue: x }), [t]);
  const typeName = useCallback((type: string) => t(`search.types.${type}`, { defaultValue: type }), [t]);

  const path = askable(form) ? searchPath(form) : null;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!path) return;
    let on = true;
    setLoading(true);
    api.get<SearchResults>(path).then(
      (results) => on && setAnswer({ path, results }),
      (e) => on && setAnswer({ path, failure: e instanceof ApiError ? errorText(e, i18nTranslator(i18n)) : String(e) }),
    ).finally(() => on && setLoading(false));
    return () => {
      on = false;
    };
  }, [api, path, round]);

  // a result opened in the drawer; closing it gives the keyboard back to the result
  const [viewing, setViewing] = useState<SearchHit | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = (hit: SearchHit, from: HTMLElement) => {
    opener.current = from;
    setViewing(hit);
  };
  const close = useCallback(() => {
    setViewing(null);
    const back = opener.current;
    setTimeout(() => back?.isConnected && back.focus(), 0);
  }, []);

  const typedWords = searchWords(typed).length > 0;
  const current = answer?.path === path;
  let body;
  if (targetList !== null && targets.length === 0) body = <EmptyState icon="⌕" title={t('search.nothingToSearch')} text={t('search.nothingToSearchText')} testId="search-nothing" />;
  else if (!form.q) body = <EmptyState icon="⌕" title={t('search.startTitle')} text={t('search.startText')} testId="search-start" />;
  else if (!searchWords(form.q).length) body = <Alert $tone="warning" role="alert" data-testid="search-no-words">{t('errors.search.noWords')}</Alert>;
  else if (!datesInOrder(form)) body = <Alert $tone="danger" role="alert" data-testid="search-dates">{t('validation.startAfterEnd')}</Alert>;
  else if (answer?.failure && current) body = <ErrorState title={t('search.failed')} text={answer.failure} onRetry={() => setRound((r) => r + 1)} testId="search-error" />;
  else if (!answer?.results || (answer.results.total === 0 && (!current || loading))) body = <Loading label={t('search.searching')} testId="search-loading" />;
  else if (answer.results.total === 0) body = <EmptyState icon="∅" title={t('search.noResults', { q: form.q })} text={t('search.noResultsText')} testId="search-empty" />;
  else {
    // the previous answer stays on screen, marked busy, until the new one comes
    body = (
      <SearchHits
        results={answer.results}
        loading={loading || !current}
        programs={programs}
        typeName={typeName}
        exportHref={exportPath(form)}
        onOpen={open}
        onPage={(page) => set({ page })}
      />
    );
  }

  return (
    <Screen data-testid="search" data-mode={form.mode}>
      <Controls>
        <SearchBox value={typed} onChange={setTyped} onSubmit={submit} busy={loading && typedWords} />
        <ModeChoice value={form.mode} onChange={(mode) => set({ mode })} compact={phone} />
        <Folding fold={phone} count={filterCount(form)}>
          <SearchFilters form={form} targets={targets} programs={programs} targetName={targetName} set={set} />
        </Folding>
      </Controls>
      {body}
      {viewing && <HitViewer api={api} hit={viewing} q={form.q} programs={programs} typeName={typeName} onClose={close} />}
    </Screen>
  );
}

/** The index targets the user may search; null while loading (none when refused). */
function useTargets(api: PanelProps['api']): SearchTargetInfo[] | null {
  const [list, setList] = useState<SearchTargetInfo[] | null>(null);
  useEffect(() => {
    let on = true;
    api.get<SearchTargetInfo[]>('/api/search/targets').then((l) => on && setList(l), () => on && setList([]));
    return () => {
      on = false;
    };
  }, [api]);
  return list;
}

const Screen = styled.div`
  padding: 16px 20px 24px;
  max-width: 1200px;
  @media (max-width: 600px) {
    padding: 10px 10px 20px;
  }
`;
const Controls = styled.div`
  margin-bottom: 14px;
  .mode {
    margin: 10px 0 0;
  }
`;
