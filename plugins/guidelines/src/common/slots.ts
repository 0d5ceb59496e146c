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

/** A guide's address field in the guideline form: the maps plugin offers autocomplete, the map view and "use my location". */
export interface AddressFieldProps {
  /** the input's id (its Field label points at it) */
  id: string;
  value: string;
  onChange: (address: string) => void;
  readOnly: boolean;
  maxLength: number;
  testId: string;
}

declare module '@lauda/sdk/web' {
  interface WebSlots {
    'guideline.guide.contacts': GuideContactsProps;
    'guideline.guide.address': AddressFieldProps;
  }
}

export const GUIDELINE_SLOTS: SlotOffer[] = [
  { name: 'guideline.guide.contacts', description: "a guide's contacts in the guideline form (a picker) and viewer (their names)" },
  { name: 'guideline.guide.address', description: "a guide's address field in the guideline form (one contribution replaces the plain input: autocomplete, map view, location)" },
];
