/**
 * The contribution point the guidelines' screens offer other plugins' web parts: a guide's contacts
 * (the contacts plugin shows their names, and in the form a picker). Browser-safe types only; a
 * plugin filling it imports them with `import type {} from '@lauda/plugin-guidelines/common'`.
 * Without a contribution the form shows nothing and the viewer the ids (`#12`).
 */
import type { SlotOffer } from '@lauda/sdk/web';

export interface GuideContactsProps {
  /** the guide's contact ids */
  ids: number[];
  /** given in the form: the contacts picked; left out in the viewer */
  onChange?: (ids: number[]) => void;
  readOnly: boolean;
  /** the field's caption, already translated; `testId` names the contribution's parts */
  label: string;
  testId: string;
}

declare module '@lauda/sdk/web' {
  interface WebSlots {
    'guideline.guide.contacts': GuideContactsProps;
  }
}

export const GUIDELINE_SLOTS: SlotOffer[] = [
  { name: 'guideline.guide.contacts', description: "a guide's contacts in the guideline form (a picker) and viewer (their names)" },
];
