import { useCallback, useEffect, useReducer, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { LiveMessage, Page, PanelProps } from '@lauda/sdk/web';
import { GREETING_MAX, HELLO_TOPIC, ROLE_HELLO_WRITE, type Greeting } from '../common/index.js';

const PAGE_SIZE = 50;

/** Newest first, one entry per id. */
function merge(list: Greeting[], g: Greeting): Greeting[] {
  return [g, ...list.filter((x) => x.id !== g.id)].sort((a, b) => b.id - a.id);
}

interface State {
  list: Greeting[];
  total: number;
}
type Action =
  | { type: 'page'; page: Page<Greeting> }
  | { type: 'add'; greeting: Greeting }
  | { type: 'text'; id: number; text: string }
  | { type: 'remove'; id: number };

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'page': {
      // items that arrived live while the page was loading are kept
      const list = action.page.data.reduce(merge, state.list);
      return { list, total: Math.max(action.page.total, list.length) };
    }
    case 'add':
      if (state.list.some((x) => x.id === action.greeting.id)) return state;
      return { list: merge(state.list, action.greeting), total: state.total + 1 };
    case 'text':
      return { ...state, list: state.list.map((x) => (x.id === action.id ? { ...x, text: action.text } : x)) };
    case 'remove': {
      const list = state.list.filter((x) => x.id !== action.id);
      return list.length === state.list.length ? state : { list, total: Math.max(0, state.total - 1) };
    }
  }
}

function formatWhen(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(document.documentElement.lang || undefined, { dateStyle: 'short', timeStyle: 'short' }).format(d);
  } catch {
    return d.toLocaleString();
  }
}

/** Greetings: the list (live from the `hello_greetings` topic) and a form to post one. */
export default function GreetingsPanel({ api, live, user, notify, t }: PanelProps) {
  const [{ list: greetings, total }, dispatch] = useReducer(reduce, { list: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [text, setText] = useState('');
  const [posting, setPosting] = useState(false);
  const canWrite = user.support || user.roles.includes(ROLE_HELLO_WRITE);

  useEffect(() => {
    let active = true;
    api
      .get<Page<Greeting>>(`/api/hello/greetings?page=0&size=${PAGE_SIZE}`)
      .then((page) => active && dispatch({ type: 'page', page }))
      .catch((e) => active && notify.error(e, 'loadFailed'))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [api, notify]);

  const onLive = useCallback((msg: LiveMessage) => {
    if (msg.op === 'CREATE') dispatch({ type: 'add', greeting: msg.data as Greeting });
    else if (msg.op === 'PATCH') {
      const change = msg.data as { field?: string; newValue?: unknown };
      if (change.field === 'text') dispatch({ type: 'text', id: Number(msg.id), text: String(change.newValue) });
    } else if (msg.op === 'DELETE') dispatch({ type: 'remove', id: Number(msg.id) });
  }, []);

  useEffect(() => live.subscribe(HELLO_TOPIC, onLive), [live, onLive]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (posting) return;
    setPosting(true);
    try {
      // the server validates (empty, longer than 280): its message is shown as the notice's description
      const g = await api.post<Greeting>('/api/hello/greetings', { text });
      dispatch({ type: 'add', greeting: g });
      setText('');
      notify.notify('success', t('posted'));
    } catch (err) {
      notify.error(err, 'createFailed');
    } finally {
      setPosting(false);
    }
  };

  const over = text.length > GREETING_MAX;
  return (
    <Wrap>
      {canWrite ? (
        <Compose onSubmit={submit} data-testid="greeting-form">
          <label htmlFor="greeting-text">{t('composeLabel')}</label>
          <textarea
            id="greeting-text"
            name="text"
            rows={3}
            value={text}
            placeholder={t('placeholder')}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit(e);
            }}
          />
          <div className="row">
            <span className={over ? 'count over' : 'count'} aria-live="polite">
              {t('chars', { count: text.length, max: GREETING_MAX })}
            </span>
            <button type="submit" disabled={posting} data-testid="greeting-post">
              {posting ? t('posting') : t('post')}
            </button>
          </div>
        </Compose>
      ) : (
        <Note>{t('readOnly')}</Note>
      )}

      <ListHead>
        <span>{t('count', { count: total })}</span>
        <LiveBadge title={HELLO_TOPIC}>
          <i aria-hidden /> {t('live')}
        </LiveBadge>
      </ListHead>

      {loading && greetings.length === 0 ? (
        <Empty>{t('loading')}</Empty>
      ) : greetings.length === 0 ? (
        <Empty data-testid="greetings-empty">
          <strong>{t('empty')}</strong>
          {canWrite && <span>{t('emptyHint')}</span>}
        </Empty>
      ) : (
        <List data-testid="greetings-list">
          {greetings.map((g) => (
            <li key={g.id} data-testid="greeting" data-id={g.id}>
              <p className="text">{g.text}</p>
              <div className="meta">
                <span className="author">{t('by', { author: g.author })}</span>
                <time dateTime={g.createdAt}>{formatWhen(g.createdAt)}</time>
              </div>
            </li>
          ))}
        </List>
      )}
    </Wrap>
  );
}

// Colours come from the shell's theme as CSS custom properties (var(--lauda-<name>)).
const Wrap = styled.div`
  max-width: 760px;
`;
const Compose = styled.form`
  padding: 12px;
  margin-bottom: 16px;
  background: var(--lauda-surface);
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  label {
    display: block;
    font-size: 12px;
    font-weight: 600;
    color: var(--lauda-muted);
    margin-bottom: 6px;
  }
  textarea {
    width: 100%;
    resize: vertical;
    min-height: 64px;
    padding: 8px 10px;
    border: 1px solid var(--lauda-line);
    border-radius: var(--lauda-radius);
    background: var(--lauda-surface);
    line-height: 1.45;
  }
  textarea:focus {
    outline: none;
    border-color: var(--lauda-primary);
  }
  .row {
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: 12px;
    margin-top: 8px;
  }
  .count {
    font-size: 12px;
    color: var(--lauda-muted);
    font-variant-numeric: tabular-nums;
  }
  .count.over {
    color: var(--lauda-danger);
    font-weight: 600;
  }
  button {
    height: 30px;
    padding: 0 16px;
    border: 0;
    border-radius: var(--lauda-radius);
    background: var(--lauda-primary);
    color: var(--lauda-on-primary);
    font-weight: 600;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;
const Note = styled.p`
  margin: 0 0 16px;
  padding: 8px 12px;
  border-radius: var(--lauda-radius);
  background: var(--lauda-sunken);
  color: var(--lauda-muted);
`;
const ListHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 6px;
  font-size: 12px;
  font-weight: 600;
  color: var(--lauda-muted);
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;
const LiveBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  i {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: var(--lauda-success);
    box-shadow: 0 0 0 3px rgba(35, 130, 74, 0.18);
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  background: var(--lauda-surface);
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  li {
    padding: 10px 12px;
    border-bottom: 1px solid var(--lauda-line);
  }
  li:last-child {
    border-bottom: 0;
  }
  .text {
    margin: 0 0 4px;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .meta {
    display: flex;
    gap: 12px;
    font-size: 12px;
    color: var(--lauda-muted);
  }
  .author {
    font-weight: 600;
  }
`;
const Empty = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 28px 12px;
  text-align: center;
  color: var(--lauda-muted);
  background: var(--lauda-surface);
  border: 1px dashed var(--lauda-line);
  border-radius: var(--lauda-radius);
`;
