/**
 * "Send by e-mail" of a document (guideline, reportage, production): recipients chosen among the
 * users (their e-mail) and/or typed addresses, an optional message; the server sends the document's
 * PDF (`POST <path>` with `{ to, userIds, message }`). Refusals are the shell's translated notices
 * (`mail.notConfigured`, `mail.sendFailed` with the server's answer, a 400 naming the field).
 */
import { useState } from 'react';
import type { Notifier } from '@lauda/sdk/web';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Field } from '../Field';
import { useLookupOptions } from '../hooks';
import { TextArea } from '../inputs';
import { ListInput } from '../ListInput';
import { MultiPicker } from '../Picker';
import { SaveFooter } from '../SaveFooter';
import { useKitText } from '../text';
import { useDialogSubmit } from '../useDialogSubmit';
import { email } from '../validation';
import { Muted } from '../layout';

/** the active users, for the recipients picker */
const USERS = '/api/companies/local/users';

export interface SendByMailDialogProps {
  api: { get<T>(path: string): Promise<T>; post<T>(path: string, body?: unknown): Promise<T> };
  notify: Notifier;
  /** the route that sends, e.g. `/api/productions/7/email` */
  path: string;
  /** the document's name, shown in the title */
  title: string;
  onClose(): void;
  /** prefix of the test ids (default `send-mail`) */
  testId?: string;
}

export function SendByMailDialog({ api, notify, path, title, onClose, testId = 'send-mail' }: SendByMailDialogProps) {
  const t = useKitText();
  const users = useLookupOptions(api, USERS);
  const [userIds, setUserIds] = useState<number[]>([]);
  const [to, setTo] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const wrong = to.find((a) => email(a) !== null);
  const { saving, submit } = useDialogSubmit(
    notify,
    'actionFailed',
    () => api.post<{ sent: number }>(path, { to, userIds, ...(message.trim() ? { message: message.trim() } : {}) }),
    (r) => {
      notify.notify('success', t('mail.sent', { count: r.sent }));
      onClose();
    },
    () => (wrong ? t('mail.invalidAddress', { address: wrong }) : !to.length && !userIds.length ? t('mail.noRecipients') : null),
  );
  return (
    <Dialog
      title={t('mail.title', { name: title })}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
      width={560}
      testId={testId}
      closeLabel={t('actions.cancel')}
      footer={<SaveFooter busy={saving} onCancel={onClose} cancelLabel={t('actions.cancel')} saveLabel={saving ? t('mail.sending') : t('mail.send')} saveTestId={`${testId}-send`} />}
    >
      <Muted>{t('mail.hint')}</Muted>
      <Field label={t('mail.users')} htmlFor={`${testId}-users`}>
        <MultiPicker id={`${testId}-users`} options={users} value={userIds} onChange={setUserIds} testId={`${testId}-users`} />
      </Field>
      <Field label={t('mail.addresses')} htmlFor={`${testId}-to`} hint={t('mail.addressesHint')} error={wrong ? t('mail.invalidAddress', { address: wrong }) : null}>
        <ListInput id={`${testId}-to`} value={to} onChange={setTo} placeholder="nome@example.org" testId={`${testId}-to`} max={50} />
      </Field>
      <Field label={t('mail.message')} htmlFor={`${testId}-message`}>
        <TextArea id={`${testId}-message`} value={message} maxLength={2000} rows={4} onChange={(e) => setMessage(e.target.value)} data-testid={`${testId}-message`} />
      </Field>
    </Dialog>
  );
}

/** The "Send by e-mail" action of a document's viewer or form toolbar: the button and its dialog. */
export function SendByMailButton({ small = true, disabled, ...props }: Omit<SendByMailDialogProps, 'onClose'> & { small?: boolean; disabled?: boolean }) {
  const t = useKitText();
  const [open, setOpen] = useState(false);
  const id = props.testId ?? 'send-mail';
  return (
    <>
      <Button type="button" $small={small} disabled={disabled} onClick={() => setOpen(true)} data-testid={`${id}-open`}>{t('mail.action')}</Button>
      {open && <SendByMailDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
