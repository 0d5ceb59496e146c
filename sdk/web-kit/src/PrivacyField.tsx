/**
 * A document's privacy (spec: private documents are shared by their owner with allowed users, where
 * the type's private-creation setting allows it): a new document may be made private when `allowed`;
 * a private one lists whom it is shared with, changeable by its owner only; a public one shows nothing.
 */
import { Check } from './inputs';
import { Field } from './Field';
import { MultiPicker, type PickerOption } from './Picker';

export interface Privacy { private: boolean; allowedUsers: number[] }

export interface PrivacyFieldProps {
  /** the document is not saved yet */
  isNew: boolean;
  /** the type's private-creation setting */
  allowed: boolean;
  /** the user owns it (a new document is the user's) */
  isOwner: boolean;
  value: Privacy;
  onChange(next: Privacy): void;
  /** whom it may be shared with (the owner left out) */
  users: PickerOption[];
  readOnly?: boolean;
  labels: { private: string; allowedUsers: string };
  /** test ids `${testId}` (the check box) and `${testId}-users` */
  testId: string;
}

export function PrivacyField({ isNew, allowed, isOwner, value, onChange, users, readOnly, labels, testId }: PrivacyFieldProps) {
  const canShare = !readOnly && (isNew || isOwner);
  return (
    <>
      {isNew && allowed && !readOnly && (
        <Check label={labels.private} checked={value.private} onChange={(v) => onChange({ private: v, allowedUsers: v ? value.allowedUsers : [] })} testId={testId} />
      )}
      {!isNew && value.private && <span data-testid={`${testId}-label`}>{labels.private}</span>}
      {value.private && (isNew ? allowed : true) && (
        <Field label={labels.allowedUsers} htmlFor={`${testId}-users-input`}>
          <MultiPicker id={`${testId}-users-input`} options={users} value={value.allowedUsers} disabled={!canShare}
            onChange={(ids) => onChange({ private: true, allowedUsers: ids })} testId={`${testId}-users`} />
        </Field>
      )}
    </>
  );
}
