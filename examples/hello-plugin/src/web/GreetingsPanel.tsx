import { useCallback, useEffect, useReducer, useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Card, DataTable, Field, formatInstant, Spacer, TextArea, Toolbar, type Column } from '@lauda/web-kit';
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

/** Greetings: the list (live from the `hello_greetings` topic) and a form to post one. */
export default function GreetingsPanel({ api, live, user, notify, t, branch }: PanelProps) {
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

  const columns: Column<Greeting>[] = [
    { id: 'text', header: t('cols.greeting'), cell: (g) => <span className="text">{g.text}</span> },
    { id: 'author', header: t('cols.author'), cell: (g) => g.author, className: 'nowrap', sortValue: (g) => g.author },
    { id: 'when', header: t('cols.postedAt'), cell: (g) => formatInstant(g.createdAt, branch.timeZone), className: 'nowrap muted', sortValue: (g) => g.createdAt },
  ];
  return (
    <div style={{ maxWidth: 760 }}>
      {canWrite ? (
        <Card as="form" onSubmit={submit} data-testid="greeting-form" style={{ padding: '12px 12px 0', marginBottom: 16 }}>
          <Field label={t('composeLabel')} htmlFor="greeting-text" error={text.length > GREETING_MAX ? t('chars', { count: text.length, max: GREETING_MAX }) : null} hint={t('chars', { count: text.length, max: GREETING_MAX })}>
            <TextArea id="greeting-text" rows={3} value={text} placeholder={t('placeholder')} onChange={(e) => setText(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && (e.ctrlKey || e.metaKey) && void submit(e)} />
          </Field>
          <Toolbar>
            <Spacer />
            <Button type="submit" $variant="primary" disabled={posting} data-testid="greeting-post">
              {posting ? t('posting') : t('post')}
            </Button>
          </Toolbar>
        </Card>
      ) : (
        <Alert $tone="neutral">{t('readOnly')}</Alert>
      )}
      <Toolbar>
        <span>{t('count', { count: total })}</span>
        <Spacer />
        <Badge $tone="success" title={HELLO_TOPIC}>● {t('live')}</Badge>
      </Toolbar>
      <div data-testid="greetings-list">
        <DataTable
          testId="greetings"
          columns={columns}
          rows={loading && greetings.length === 0 ? null : greetings}
          rowKey={(g) => g.id}
          rowProps={(g) => ({ 'data-testid': 'greeting', 'data-id': g.id })}
          emptyTitle={t('empty')}
          emptyText={canWrite ? t('emptyHint') : undefined}
        />
      </div>
    </div>
  );
}
