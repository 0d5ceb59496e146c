/**
 * The contribution points the rundown plugin's screens offer other plugins' web parts (see the sdk's
 * `WebSlots`). Browser-safe types only; a plugin filling one imports them with
 * `import type {} from '@lauda/plugin-rundown/common'`.
 */
import type { CreditTemplate } from '@lauda/sdk/device';
import type { MosItem, SlotOffer } from '@lauda/sdk/web';
import type { SectionType } from './timing.js';
import type { RundownSummary, SubSection } from './types.js';

/** What every rundown slot receives. */
export interface RundownSlotProps {
  rundown: Pick<RundownSummary, 'id' | 'date' | 'programId' | 'mosEnabled' | 'approved' | 'version'>;
  /** the user may change the rundown (ROLE_RUNDOWN_WRITE) */
  canWrite: boolean;
}

/** An entry of the rundown's "more" menu. */
export interface RundownMenuItem {
  /** unique in the menu; the test id is `<menu's test id>-<id>` (the web kit's menu) */
  id: string;
  label: string;
  onSelect(): void;
  disabled?: boolean;
  hint?: string;
}

/**
 * A contribution to the "more" menu is mounted beside the rundown (where it shows its own dialogs)
 * and puts its entries into the menu.
 */
export interface RundownMenuProps extends RundownSlotProps {
  /** puts `items` into the menu; answers the function that takes them out (an effect's cleanup) */
  offerItems(items: RundownMenuItem[]): () => void;
}

/** A tool in a story section's header (e.g. "+ credits"): it adds sub-sections to that section. */
export interface StorySectionToolProps {
  section: SectionType;
  /** the section's translated name, for titles */
  sectionLabel: string;
  programId: number;
  readOnly: boolean;
  /** appends sub-sections to the section; `sizes` (field uuid → characters) limit typing in CG fields */
  addSubSections(subs: { sub: SubSection; sizes?: Record<string, number> }[]): void;
  /** appends the CG sub-sections the templates of a CG device become (fresh field uuids, sizes kept) */
  addCredits(templates: CreditTemplate[]): void;
}

/** Why a MOS item was not added to the story: an i18n key the panel translates. */
export type MosItemRefusal = 'readOnly' | 'mediaNotFound';

/**
 * A side panel of the story form (a device's plug-in, a reference): mounted in the form's top bar,
 * where it shows its own toggle, and shown beside the form while open (`reserveWidth`).
 */
export interface StoryPanelProps {
  /** `roId`: the running order id devices know the story's rundown by (null outside a rundown) */
  story: { id: number; uuid: string; rundownId: number | null; roId: string | null; programId: number | null; slug: string };
  /** the form's sections the panel may add to, in the form's order */
  sections: SectionType[];
  /** a section's name in the user's language */
  sectionLabel(section: SectionType): string;
  readOnly: boolean;
  addSubSections(section: SectionType, subs: { sub: SubSection; sizes?: Record<string, number> }[]): void;
  /** adds a MOS item (a plug-in's `ncsItem`) to the section as a MOS_VIDEO or MOS_CG sub-section, by the device's kind; answers its slug */
  addMosItem(section: SectionType, item: MosItem, deviceKind: string | null): { added: string } | { refusal: MosItemRefusal };
  /** the kind of the device whose plug-in is open (MOS items dropped on a section are mapped by it); null when none */
  setDropDeviceKind(kind: string | null): void;
  /** keeps `px` of the form's right side free for the panel; 0 gives it back */
  reserveWidth(px: number): void;
  /**
   * the story holds CGs saved earlier, whose field sizes it does not keep: a plugin that knows the
   * program's CG templates gives them (`giveCreditTemplates`), and their sizes limit typing again
   */
  needsCreditTemplates: boolean;
  giveCreditTemplates(templates: CreditTemplate[]): void;
}

/** The document drawer's viewer props are the platform's (`@lauda/sdk/web`). */
export type { DocumentViewerProps } from '@lauda/sdk/web';

declare module '@lauda/sdk/web' {
  interface WebSlots {
    'rundown.toolbar': RundownSlotProps;
    'rundown.menu': RundownMenuProps;
    'prompter.actions': RundownMenuProps;
    'story.sectionTools': StorySectionToolProps;
    'story.panels': StoryPanelProps;
  }
}

/** The slots the rundown's web part offers (its `slots`). */
export const RUNDOWN_SLOTS: SlotOffer[] = [
  { name: 'rundown.toolbar', description: "the rundown's toolbar, after its own buttons" },
  { name: 'rundown.menu', description: 'the rundown\'s "more" menu: entries, and the dialogs they open' },
  { name: 'prompter.actions', description: "the teleprompter page's control bar: entries, like the \"more\" menu's" },
  { name: 'story.sectionTools', description: "a story section's header, beside \"+ sub-section\"" },
  { name: 'story.panels', description: "the story form's top bar: a toggle and the side panel it opens" },
  { name: 'document.viewer', description: 'the document drawer: the viewer of one document origin' },
];
