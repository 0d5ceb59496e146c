/** The state of a story form: the story as stored, the draft being edited, the lock, the drafts cache; what its hooks share. */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ApiClient, LiveClient, Notifier, WebUser } from '@lauda/sdk/web';
import type { Story } from '../../common/types.js';
import { DebouncedDraft, DraftStore, type DraftEntry } from '@lauda/web-kit';
import { canEdit, type LockController, type LockState } from './lock.js';
import { useLookups } from '../lookups.js';
import { isDirty, type StoryDraft } from './model.js';
import type { NewStoryPlace } from '../workspace/newStory.js';

type T = (key: string, options?: Record<string, unknown>) => string;

export interface StoryFormProps {
  storyId: number;
  rundownId: number;
  api: ApiClient;
  live: LiveClient;
  user: WebUser;
  notify: Notifier;
  t: T;
  onClose(): void;
  onDirtyChange(dirty: boolean): void;
  onTitleChange(title: string): void;
  /** a story not created yet: it is created where this says on its first save (workspace/newStory.ts) */
  newPlace?: NewStoryPlace;
  /** the new story was created (the tab becomes the story's) */
  onCreated?(story: Story): void;
}

/** The stories' section of the unsaved-drafts cache (the web kit's drafts store). */
export const STORIES_SECTION = 'stories';

/** What a story draft in the unsaved-drafts cache holds. */
export interface StoryDraftDocument {
  storyId: number;
  rundownId: number;
  page: string;
  slug: string;
  version: number;
  draft: StoryDraft;
}

export type Confirm =
  | { kind: 'takeOver' }
  | { kind: 'close' }
  | { kind: 'remove'; message: string; onYes: () => void };

export const errorCode = (e: unknown): string | undefined => (typeof e === 'object' && e !== null ? (e as { code?: string }).code : undefined);
export const errorStatus = (e: unknown): number | undefined => (typeof e === 'object' && e !== null ? (e as { status?: number }).status : undefined);

export function useFormState({ api, t, user, newPlace }: StoryFormProps) {
  const isNew = !!newPlace;
  const s = useCallback((k: string, o?: Record<string, unknown>) => t(`storyForm.${k}`, o), [t]);
  const [base, setBase] = useState<Story | null>(null);
  const [draft, setDraft] = useState<StoryDraft | null>(null);
  const [failed, setFailed] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [recovery, setRecovery] = useState<DraftEntry<StoryDraftDocument> | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});

  /** one controller per mount (StrictMode mounts twice in development) */
  const lockRef = useRef<LockController | null>(null);
  const [lockState, setLockState] = useState<LockState>({ status: 'loading' });
  const drafts = useMemo(() => new DraftStore(user.id), [user.id]);
  const debounced = useMemo(() => new DebouncedDraft(), []);
  const lookups = useLookups(api, base?.programId ?? null);

  const editable = canEdit(lockState) && !deleted;
  const dirty = !!(draft && base && isDirty(draft, base));
  const live$ = useRef({ base, draft, lockState, dirty });
  live$.current = { base, draft, lockState, dirty };
  return {
    s, base, setBase, draft, setDraft, failed, setFailed, deleted, setDeleted, saving, setSaving, confirm, setConfirm, recovery, setRecovery,
    isNew, versionsOpen, setVersionsOpen, problems, setProblems, lockRef, lockState, setLockState, drafts, debounced, lookups, editable, dirty, live$,
  };
}

export type FormState = ReturnType<typeof useFormState>;
