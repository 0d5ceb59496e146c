/**
 * A guide's contacts: what another plugin contributes to the `guideline.guide.contacts` slot (the
 * contacts plugin: names, and a picker in the form). Without a contribution the form shows nothing
 * and the viewer the ids (`#12`).
 */
import { Slot, useSlot } from '@lauda/web-kit';
import type {} from '../common/index.js';
import { contactsText } from './viewerText';

export const useGuideContacts = () => useSlot('guideline.guide.contacts').length > 0;

export function GuideContacts({ ids, onChange, readOnly, label, testId }: { ids: number[]; onChange?: (ids: number[]) => void; readOnly: boolean; label: string; testId: string }) {
  const offered = useGuideContacts();
  if (!offered) return onChange ? null : <>{contactsText(ids)}</>;
  return <Slot name="guideline.guide.contacts" props={{ ids, onChange, readOnly, label, testId }} />;
}
