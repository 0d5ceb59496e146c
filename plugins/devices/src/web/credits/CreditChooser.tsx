/**
 * The credit template chooser (spec 000 §2, 001 §2): the templates of the program's CG device, a name
 * search that waits 250 ms after the last key, several chosen at once (checkboxes), the thumbnail and
 * fields of the template in focus, and "add", which hands the chosen templates, in the order chosen, to
 * the story form (they become CG sub-sections there).
 */
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, Notifier, Page } from '@lauda/sdk/web';
import type { CreditTemplate } from '@lauda/sdk/device';
import { Button, Dialog, Input, Muted, labelText, useKitText } from '@lauda/web-kit';
import { CREDIT_PAGE_SIZE, CREDIT_SEARCH_DELAY_MS, creditTemplatesPath, toggleChosen } from './credits.js';

type T = (key: string, options?: Record<string, unknown>) => string;

export interface CreditChooserProps {
  api: ApiClient;
  notify: Notifier;
  t: T;
  programId: number;
  /** where the credits go, for the title */
  sectionLabel: string;
  onAdd(templates: CreditTemplate[]): void;
  onCancel(): void;
}

export function CreditChooser({ api, notify, t, programId, sectionLabel, onAdd, onCancel }: CreditChooserProps) {
  const s = (k: string, o?: Record<string, unknown>) => t(`credits.${k}`, o);
  const kt = useKitText();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [data, setData] = useState<Page<CreditTemplate> | null>(null);
  const [loading, setLoading] = useState(true);
  const [chosen, setChosen] = useState<CreditTemplate[]>([]);
  const [focus, setFocus] = useState<CreditTemplate | null>(null);

  // the search runs 250 ms after the last key
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(text);
      setPage(0);
    }, CREDIT_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    let on = true;
    setLoading(true);
    api.get<Page<CreditTemplate>>(creditTemplatesPath(programId, query, page)).then((p) => {
      if (!on) return;
      setData(p);
      setLoading(false);
      setFocus((f) => (f && p.data.some((x) => x.id === f.id) ? f : p.data[0] ?? null));
    }, (e) => {
      if (!on) return;
      setLoading(false);
      setData({ data: [], number: 0, size: CREDIT_PAGE_SIZE, total: 0 });
      notify.error(e, 'loadFailed');
    });
    return () => {
      on = false;
    };
  }, [api, notify, page, programId, query]);

  const chosenIds = useMemo(() => new Set(chosen.map((c) => c.id)), [chosen]);
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CREDIT_PAGE_SIZE));
  const from = total ? page * CREDIT_PAGE_SIZE + 1 : 0;
  const to = Math.min(total, (page + 1) * CREDIT_PAGE_SIZE);

  return (
    <Dialog
      title={s('title', { section: sectionLabel })}
      width={820}
      testId="credit-chooser"
      onClose={onCancel}
      footer={<>
        <Muted as="span" className="grow" data-testid="credit-chosen-count">{s('chosen', { count: chosen.length })}</Muted>
        <Button type="button" onClick={onCancel}>{s('cancel')}</Button>
        <Button type="button" $variant="primary" data-testid="credit-add" disabled={!chosen.length} onClick={() => onAdd(chosen)}>{s('addChosen')}</Button>
      </>}
    >
      <Body>
        <div className="list">
          <Input
            type="search"
            data-autofocus
            data-testid="credit-search"
            placeholder={s('search')}
            aria-label={s('search')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          {/* a list of labelled checkboxes (a listbox may not hold controls) */}
          <ul aria-label={s('title', { section: sectionLabel })} aria-busy={loading} data-testid="credit-list">
            {data?.data.map((tpl) => (
              <li key={tpl.id} className={[focus?.id === tpl.id ? 'focus' : '', chosenIds.has(tpl.id) ? 'chosen' : ''].filter(Boolean).join(' ')}
                data-testid="credit-template" data-code={tpl.code} onMouseEnter={() => setFocus(tpl)}>
                <label>
                  <input type="checkbox" checked={chosenIds.has(tpl.id)} onFocus={() => setFocus(tpl)}
                    onChange={() => {
                      setFocus(tpl);
                      setChosen((c) => toggleChosen(c, tpl));
                    }} />
                  <span className="name">{tpl.name}</span>
                  <span className="code">{tpl.code}</span>
                </label>
              </li>
            ))}
            {data && !data.data.length && !loading && <li className="empty"><Muted as="span">{s('empty')}</Muted></li>}
          </ul>
          <div className="pager">
            <Muted as="span" data-testid="credit-range">{s('range', { from, to, total })}</Muted>
            <Button type="button" $small aria-label={kt('pager.previous')} title={kt('pager.previous')} disabled={page === 0} onClick={() => setPage(page - 1)}>‹</Button>
            <span>{page + 1} / {pages}</span>
            <Button type="button" $small aria-label={kt('pager.next')} title={kt('pager.next')} disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>›</Button>
          </div>
        </div>
        <div className="preview" data-testid="credit-preview">
          {focus ? (
            <>
              <div className="thumb">
                {focus.thumbnailUrl ? <img src={focus.thumbnailUrl} alt={focus.name} data-testid="credit-thumbnail" /> : <Muted as="span">{s('noThumbnail')}</Muted>}
              </div>
              <h3>{focus.name}</h3>
              <Muted as="span">{focus.deviceName} · {focus.code}</Muted>
              <dl>
                <dt>{s('fields')}</dt>
                {focus.fields.map((f) => (
                  <dd key={`${f.number ?? ''}:${f.name}`}>
                    {f.name}
                    {!!f.size && f.size > 0 && <Muted as="span"> · {s('size', { size: f.size })}</Muted>}
                  </dd>
                ))}
              </dl>
            </>
          ) : <Muted as="span">{s('empty')}</Muted>}
        </div>
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  gap: 14px;
  min-height: 360px;
  .list {
    display: flex;
    flex-direction: column;
    gap: 8px;
    min-width: 0;
  }
  ul {
    flex: 1;
    margin: 0;
    padding: 0;
    list-style: none;
    border: 1px solid var(--lauda-line);
    border-radius: var(--lauda-radius);
    overflow: auto;
    max-height: 340px;
  }
  li + li {
    border-top: 1px solid var(--lauda-line);
  }
  li.focus {
    background: var(--lauda-sunken);
  }
  li.chosen {
    background: color-mix(in srgb, var(--lauda-primary) 10%, var(--lauda-surface));
  }
  li label {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 7px 10px;
    cursor: pointer;
  }
  li.empty {
    padding: 12px;
  }
  .name {
    flex: 1;
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .code {
    font-family: var(--lauda-font-mono);
    font-size: 12px;
    color: var(--lauda-muted);
  }
  .pager {
    display: flex;
    align-items: center;
    gap: 8px;
    justify-content: flex-end;
    font-size: 12px;
  }
  .pager > :first-child {
    margin-right: auto;
  }
  .preview {
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding: 10px;
    border: 1px solid var(--lauda-line);
    border-radius: var(--lauda-radius);
    background: var(--lauda-sunken);
  }
  .thumb {
    display: flex;
    align-items: center;
    justify-content: center;
    aspect-ratio: 16 / 9;
    background: #1b2430;
    border-radius: var(--lauda-radius);
    overflow: hidden;
  }
  .thumb img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  h3 {
    font-size: 14px;
  }
  dl {
    margin: 4px 0 0;
  }
  dt {
    ${labelText}
  }
  dd {
    margin: 2px 0 0;
  }
`;
