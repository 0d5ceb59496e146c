/**
 * "Buscar documentos externos": the document-search service's workspaces, its documents filtered by
 * text and type (page by page), and one document's text, copied to the clipboard or opened at its source.
 */
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { Button, Dialog, EmptyState, Field, formatInstant, FormGrid, Input, Loading, Select, Toolbar } from '@lauda/web-kit';
import type { ExternalDocument, ExternalDocumentPage, ExternalWorkspace } from '../common/index.js';
import { PATHS } from './api';

const LIMIT = 10;

export function DocumentSearchDialog({ api, notify, t, branch, onClose }: Pick<PanelProps, 'api' | 'notify' | 't' | 'branch'> & { onClose: () => void }) {
  const [workspaces, setWorkspaces] = useState<ExternalWorkspace[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState({ workspaceId: '', text: '', docType: '' });
  const [page, setPage] = useState<ExternalDocumentPage | null>(null);
  const [searching, setSearching] = useState(false);
  const [doc, setDoc] = useState<ExternalDocument | null>(null);
  useEffect(() => {
    api.get<ExternalWorkspace[]>(PATHS.workspaces).then((w) => {
      setWorkspaces(w);
      setQuery((q) => ({ ...q, workspaceId: q.workspaceId || w[0]?.id || '' }));
    }, (e) => { setFailed(true); setWorkspaces([]); notify.error(e, 'loadFailed'); });
  }, [api, notify]);

  const search = async (n: number) => {
    if (!query.workspaceId) return;
    setSearching(true);
    setDoc(null);
    try {
      setPage(await api.get<ExternalDocumentPage>(PATHS.documents({ ...query, page: n, limit: LIMIT })));
    } catch (e) {
      notify.error(e, 'loadFailed');
    } finally {
      setSearching(false);
    }
  };
  const open = async (id: string) => {
    try {
      setDoc(await api.get<ExternalDocument>(PATHS.document(query.workspaceId, id)));
    } catch (e) {
      notify.error(e, 'loadFailed');
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(doc?.text ?? '');
      notify.notify('success', t('search.copied'));
    } catch {
      notify.notify('error', t('search.copyFailed'));
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void search(0);
  };
  const when = (iso: string | null) => (iso ? formatInstant(iso, branch.timeZone, false) : '');
  const pages = page ? Math.max(1, Math.ceil(page.total / page.limit)) : 1;

  return (
    <Dialog title={t('search.title')} onClose={onClose} onSubmit={submit} width={820} testId="document-search-dialog" closeLabel={t('close')}
      footer={<Button type="button" onClick={onClose}>{t('close')}</Button>}>
      {!workspaces && <Loading />}
      {failed && <EmptyState title={t('search.unavailable')} text={t('search.unavailableText')} testId="document-search-unavailable" />}
      {workspaces && !failed && (
        <>
          <FormGrid $cols={3}>
            <Field label={t('search.workspace')} htmlFor="ds-workspace">
              <Select id="ds-workspace" value={query.workspaceId} onChange={(e) => setQuery({ ...query, workspaceId: e.target.value })} data-testid="document-search-workspace">
                {workspaces.map((w) => <option key={w.id} value={w.id}>{w.name}</option>)}
              </Select>
            </Field>
            <Field label={t('search.text')} htmlFor="ds-text">
              <Input id="ds-text" type="search" value={query.text} maxLength={500} onChange={(e) => setQuery({ ...query, text: e.target.value })} data-testid="document-search-text" />
            </Field>
            <Field label={t('search.docType')} htmlFor="ds-type">
              <Input id="ds-type" value={query.docType} maxLength={50} onChange={(e) => setQuery({ ...query, docType: e.target.value })} data-testid="document-search-type" />
            </Field>
          </FormGrid>
          <Toolbar>
            <Button type="submit" $variant="primary" disabled={searching || !query.workspaceId} data-testid="document-search-submit">{searching ? t('search.searching') : t('search.submit')}</Button>
          </Toolbar>
        </>
      )}
      {page && !doc && (
        page.data.length === 0 ? <EmptyState title={t('search.none')} testId="document-search-none" /> : (
          <>
            <Results aria-label={t('search.results')} data-testid="document-search-results">
              {page.data.map((d) => (
                <li key={d.id}>
                  <button type="button" onClick={() => void open(d.id)} data-testid="document-search-result">
                    <strong>{d.title}</strong>
                    <span className="sub">{[d.docType, when(d.updatedAt)].filter(Boolean).join(' · ')}</span>
                    {d.snippet && <span className="sub">{d.snippet}</span>}
                  </button>
                </li>
              ))}
            </Results>
            <Toolbar>
              <span data-testid="document-search-count">{t('search.count', { count: page.total, page: page.page + 1, pages })}</span>
              <span className="grow" />
              <Button type="button" $small disabled={page.page === 0 || searching} onClick={() => void search(page.page - 1)}>{t('search.previous')}</Button>
              <Button type="button" $small disabled={page.page + 1 >= pages || searching} onClick={() => void search(page.page + 1)}>{t('search.next')}</Button>
            </Toolbar>
          </>
        )
      )}
      {doc && (
        <article data-testid="document-search-document">
          <h3 style={{ margin: '8px 0 4px' }}>{doc.title}</h3>
          <p className="sub">{[doc.docType, when(doc.updatedAt)].filter(Boolean).join(' · ')}</p>
          <Text>{doc.text}</Text>
          <Toolbar>
            <Button type="button" $small onClick={() => setDoc(null)} data-testid="document-search-back">{t('search.back')}</Button>
            <Button type="button" $small onClick={() => void copy()} data-testid="document-search-copy">{t('search.copy')}</Button>
            {doc.url && <a href={doc.url} target="_blank" rel="noreferrer noopener">{t('search.openSource')}</a>}
          </Toolbar>
        </article>
      )}
    </Dialog>
  );
}

const Results = styled.ul`
  list-style: none;
  margin: 8px 0;
  padding: 0;
  max-height: 45vh;
  overflow: auto;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.color.line};
  }
  button {
    display: flex;
    flex-direction: column;
    gap: 2px;
    width: 100%;
    text-align: left;
    background: none;
    border: 0;
    padding: 8px 6px;
    cursor: pointer;
    color: inherit;
    font: inherit;
  }
  button:hover,
  button:focus-visible {
    background: ${({ theme }) => theme.color.sunken};
  }
  .sub {
    color: ${({ theme }) => theme.color.muted};
    font-size: 12px;
  }
`;
const Text = styled.div`
  white-space: pre-wrap;
  max-height: 40vh;
  overflow: auto;
  padding: 10px;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: 6px;
  background: ${({ theme }) => theme.color.sunken};
`;
