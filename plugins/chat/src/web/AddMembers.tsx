/** Add members to a chat: a group gets them; a chat of two answers a new group chat, which the dock opens (the old one minimized). */
import { useEffect, useMemo, useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import { Button, Dialog, Field, MultiPicker } from '@lauda/web-kit';
import type { Chat, PeopleGroup } from '../common/index.js';
import { PATHS } from './api';

export function AddMembers({ api, t, notify, chat, onDone }: PanelProps & { chat: Chat; onDone(chat: Chat | null): void }) {
  const [groups, setGroups] = useState<PeopleGroup[]>([]);
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api.get<PeopleGroup[]>(PATHS.users).then(setGroups, (e) => notify.error(e, 'loadFailed'));
  }, [api, notify]);
  const options = useMemo(() => {
    const inChat = new Set(chat.members.map((m) => m.id));
    const seen = new Map(groups.flatMap((g) => g.users).filter((u) => !inChat.has(u.id)).map((u) => [u.id, { id: u.id, label: u.nickname, hint: u.name, online: u.online }]));
    return [...seen.values()];
  }, [groups, chat]);
  const save = async () => {
    if (!chosen.length) return;
    setBusy(true);
    try {
      onDone(await api.post<Chat>(PATHS.members(chat.id), { userIds: chosen }));
    } catch (e) {
      notify.error(e, 'updateFailed');
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('addMembers')} onClose={() => onDone(null)} busy={busy} width={420} testId="chat-add-dialog"
      onSubmit={(e) => { e.preventDefault(); void save(); }}
      footer={<><Button onClick={() => onDone(null)}>{t('cancel')}</Button><Button $variant="primary" type="submit" disabled={busy || !chosen.length} data-testid="chat-add-confirm">{t('add')}</Button></>}>
      <Field label={t('members')} htmlFor="chat-add-members">
        <MultiPicker id="chat-add-members" options={options} value={chosen} onChange={setChosen} testId="chat-add-picker" />
      </Field>
    </Dialog>
  );
}
