import { useCallback, useEffect, useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';

/**
 * A settings form over one versioned record (`GET path`): the stored record, the form being edited,
 * whether the user tried to save (`touched`) and whether a save met someone else's (`conflict`).
 * `accept(saved)` takes a record the server answered (after load or save) as the new start.
 */
export function useStoredForm<S, F>(api: PanelProps['api'], notify: PanelProps['notify'], path: string, toForm: (s: S) => F) {
  const [stored, setStored] = useState<S | null>(null);
  const [form, setForm] = useState<F | null>(null);
  const [touched, setTouched] = useState(false);
  const [conflict, setConflict] = useState(false);

  const accept = useCallback((s: S) => {
    setStored(s);
    setForm(toForm(s));
    setTouched(false);
    setConflict(false);
  }, [toForm]);
  const reload = useCallback(async () => {
    try {
      accept(await api.get<S>(path));
    } catch (e) {
      notify.error(e, 'loadFailed');
    }
  }, [api, notify, path, accept]);
  useEffect(() => {
    void reload();
  }, [reload]);

  return { stored, form, setForm, touched, setTouched, conflict, setConflict, accept, reload };
}
