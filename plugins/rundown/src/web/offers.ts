/** Entries other plugins offer through a slot (`offerItems`), gathered for the screen that shows them in its own style. */
import { useCallback, useMemo, useState } from 'react';
import type { RundownMenuItem } from '../common/slots.js';

/** The offered entries, in the order their contributions mounted, and the `offerItems` to hand the slot. */
export function useOfferedItems(): [RundownMenuItem[], (items: RundownMenuItem[]) => () => void] {
  const [lists, setLists] = useState<{ token: object; items: RundownMenuItem[] }[]>([]);
  const offer = useCallback((items: RundownMenuItem[]) => {
    const token = {};
    setLists((l) => [...l, { token, items }]);
    return () => setLists((l) => l.filter((x) => x.token !== token));
  }, []);
  const items = useMemo(() => lists.flatMap((l) => l.items), [lists]);
  return [items, offer];
}
