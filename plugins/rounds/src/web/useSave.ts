/** A dialog's submit: runs the request once at a time; a refusal is the shell's translated notice and the dialog stays as typed. */
import { useState, type FormEvent } from 'react';
import type { Notifier } from '@lauda/sdk/web';

export function useSave<T>(notify: Notifier, failure: 'createFailed' | 'updateFailed' | 'actionFailed', request: () => Promise<T>, done: (r: T) => void) {
  const [saving, setSaving] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      done(await request());
    } catch (err) {
      notify.error(err, failure);
      setSaving(false);
    }
  };
  return { saving, submit };
}
