/**
 * How a draft is opened again: each plugin registers, for its section, the app path of its area
 * (from its web definition, which the shell loads at start); "Editar" goes there and leaves an open
 * request its panel takes (at once when it is already mounted, else when it mounts). So no plugin
 * imports another's web part to open its drafts.
 */
import { useEffect, useRef } from 'react';
import type { DraftItem } from './store';

export interface DraftSectionDefinition {
  section: string;
  /** the app path of the area that edits this section's documents, e.g. `/main/reportages` */
  path: string;
}

const sections = new Map<string, DraftSectionDefinition>();

/** Called by a plugin's web definition: its drafts can be edited from the drafts list. */
export function registerDraftSection(def: DraftSectionDefinition): void {
  sections.set(def.section, def);
}

/** The registration of a section, or undefined (its drafts can only be discarded). */
export const draftSection = (section: string): DraftSectionDefinition | undefined => sections.get(section);

type Taker = (item: DraftItem) => boolean;
let pending: DraftItem | null = null;
const takers = new Set<Taker>();

/** Asks the section's area to open `item` with the draft applied, going there with `navigate`; false when nobody registered the section. */
export function openDraft(item: DraftItem, navigate: (path: string) => void): boolean {
  const def = sections.get(item.section);
  if (!def) return false;
  pending = item;
  for (const take of [...takers]) {
    if (take(item)) {
      pending = null;
      break;
    }
  }
  navigate(def.path);
  return true;
}

/** A panel takes the open requests of its section: the one left before it mounted, then each new one. */
export function useDraftRequests(section: string, onOpen: (item: DraftItem) => void): void {
  const handler = useRef(onOpen);
  handler.current = onOpen;
  useEffect(() => {
    const take: Taker = (item) => {
      if (item.section !== section) return false;
      handler.current(item);
      return true;
    };
    if (pending && take(pending)) pending = null;
    takers.add(take);
    return () => void takers.delete(take);
  }, [section]);
}
