/**
 * A story administrator recovers someone else's private story without seeing it: they become its
 * owner (spec: an administrator can always recover a document). Asked twice, inline, since the
 * owner loses the story to them; the server records it in the story's history.
 */
import { useState } from 'react';
import type { ApiClient, Notifier, WebUser } from '@lauda/sdk/web';
import { Button } from '@lauda/web-kit';

export function RecoverPrivate({ storyId, api, notify, user, s, onRecovered }: {
  storyId: number;
  api: ApiClient;
  notify: Notifier;
  user: WebUser;
  s: (k: string, o?: Record<string, unknown>) => string;
  onRecovered(): void;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!user.support && !user.roles.includes('ROLE_STORY_ADMIN')) return null;
  const recover = async () => {
    setBusy(true);
    try {
      await api.patch(`/api/stories/${storyId}`, { field: 'ownerId', newValue: user.id });
      notify.notify('success', s('privacy.recovered'));
      onRecovered();
    } catch (e) {
      notify.error(e, 'actionFailed');
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  if (!asking) return <Button type="button" $small data-testid="story-recover" onClick={() => setAsking(true)}>{s('privacy.recover')}</Button>;
  return (
    <>
      <span role="status">{s('privacy.recoverConfirm')}</span>
      <Button type="button" $small $variant="danger" data-testid="story-recover-confirm" disabled={busy} onClick={() => void recover()}>{s('privacy.recoverYes')}</Button>
      <Button type="button" $small data-testid="story-recover-cancel" onClick={() => setAsking(false)}>{s('cancel')}</Button>
    </>
  );
}
