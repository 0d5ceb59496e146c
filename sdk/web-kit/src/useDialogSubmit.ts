/**
 * A dialog's submit: required fields left blank are named in a warning and nothing is sent; otherwise
 * the request runs once at a time, and a refusal is the shell's translated notice (the operation's
 * failure text) with the dialog kept as typed.
 */
import { useState, type FormEvent } from 'react';
import type { Notifier } from '@lauda/sdk/web';

export type SubmitFailure = 'createFailed' | 'updateFailed' | 'actionFailed';

export function useDialogSubmit<T>(notify: Notifier, failure: SubmitFailure, request: () => Promise<T>, done: (r: T) => void, blank: () => string | null = () => null) {
  const [saving, setSaving] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const missing = blank();
    if (missing) {
      notify.notify('warning', missing);
      return;
    }
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
