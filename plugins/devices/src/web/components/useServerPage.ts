import { useCallback, useEffect, useRef, useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import type { PageOf } from '../api';
import { PAGE_SIZE, useSearchText } from '@lauda/web-kit';

/**
 * One page of a list the server pages and searches (`url?page=&size=&text=`): the text typed, the
 * page number, and `load` to read the page again. A failed read keeps the page shown and calls `onError`.
 */
export function useServerPage<R>(api: PanelProps['api'], url: string, onError: (e: unknown) => void, onLoaded?: () => void) {
  const [page, setPage] = useState<PageOf<R> | null>(null);
  const [number, setNumber] = useState(0);
  const [typed, setTyped] = useState('');
  // the latest handlers, so that new ones each render do not read the page again
  const handlers = useRef({ onError, onLoaded });
  handlers.current = { onError, onLoaded };

  // the list asks the server once typing stops, from its first page (spec 000 §9)
  const text = useSearchText(typed, () => setNumber(0));

  const load = useCallback(() => {
    const q = new URLSearchParams({ page: String(number), size: String(PAGE_SIZE), ...(text ? { text } : {}) });
    api.get<PageOf<R>>(`${url}?${q}`).then((p) => (setPage(p), handlers.current.onLoaded?.()), (e) => {
      setPage((p) => p ?? { data: [], number: 0, size: PAGE_SIZE, total: 0 });
      handlers.current.onError(e);
    });
  }, [api, url, number, text]);
  useEffect(() => load(), [load]);

  return { page, number, setNumber, typed, setTyped, text, load };
}
