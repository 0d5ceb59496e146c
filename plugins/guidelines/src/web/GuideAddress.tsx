/**
 * A guide's address: the first contribution to the `guideline.guide.address` slot (the maps
 * plugin: autocomplete, the map view, "use my location"), or a plain input without one.
 */
import { Contribution, Input, useSlot } from '@lauda/web-kit';
import type { AddressFieldProps } from '../common/slots.js';

export function GuideAddress(props: AddressFieldProps) {
  const [entry] = useSlot('guideline.guide.address');
  if (entry) return <Contribution entry={entry} props={props} />;
  const { id, value, onChange, readOnly, maxLength, testId } = props;
  return <Input id={id} value={value} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} disabled={readOnly} data-testid={testId} />;
}
