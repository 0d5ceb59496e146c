/** Why a story form is read-only or about to be: held by someone else, free, lost, private, deleted. */
import { RUNDOWN_ERRORS } from '../../common/keys.js';
import { canTakeOver, NO_WRITE_ROLE, type LockState } from './lock.js';
import { Alert, Button } from '@lauda/web-kit';

export function LockBanner({ state, s, deleted, onTakeOver, onEdit, onReload }: {
  state: LockState;
  s: (k: string, o?: Record<string, unknown>) => string;
  deleted: boolean;
  onTakeOver(): void;
  onEdit(): void;
  onReload(): void;
}) {
  if (deleted) return <Alert $tone="danger" data-testid="story-deleted"><span className="grow">{s('deleted')}</span></Alert>;
  switch (state.status) {
    case 'heldByOther':
      return (
        <Alert $tone="warning" data-testid="story-lock-warning" role="status">
          <span className="grow"><strong>{s('lock.heldBy', { holder: state.holder })}</strong> {s('lock.readOnlyHint')}</span>
          {canTakeOver(state) && <Button type="button" $small $variant="danger" data-testid="story-takeover" onClick={onTakeOver}>{s('lock.takeOver')}</Button>}
        </Alert>
      );
    case 'free':
      return (
        <Alert $tone="info" data-testid="story-lock-free" role="status">
          <span className="grow">{s('lock.free')}</span>
          <Button type="button" $small $variant="primary" data-testid="story-edit" onClick={onEdit}>{s('lock.edit')}</Button>
        </Alert>
      );
    case 'lost':
      return (
        <Alert $tone="danger" data-testid="story-lock-lost" role="alert">
          <span className="grow">
            <strong>{s('lock.lostTitle')}</strong>{' '}
            {state.reason === 'idle' ? s('lock.idleShort') : state.reason === 'expired' ? s('lock.expired') : s('lock.revokedBy', { holder: state.holder ?? '?' })}
          </span>
          <Button type="button" $small data-testid="story-reload" onClick={onReload}>{s('reload')}</Button>
          <Button type="button" $small $variant="danger" data-testid="story-takeover" onClick={onTakeOver}>{s('lock.takeOver')}</Button>
        </Alert>
      );
    case 'readOnly':
      return (
        <Alert $tone="info" data-testid="story-read-only" data-reason={state.code} role="status">
          <span className="grow">{s(state.code === RUNDOWN_ERRORS.storyPrivate ? 'lock.private' : state.code === NO_WRITE_ROLE ? 'lock.noWriteRole' : 'lock.noRights')}</span>
        </Alert>
      );
    default:
      return null;
  }
}
