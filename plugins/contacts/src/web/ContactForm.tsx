/**
 * A contact's form, in a dialog: name, profession, company, country, numbers (with their labels),
 * e-mails, address (with a map search), info, groups, hidden, private and whom it is shared with.
 * A refused save marks the fields the server names (an invalid number, label or country) with the
 * translated message; a reader sees the form read-only.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, bcp47, Dialog, Field, FormFooter, FormGrid, Input, ListInput, MultiPicker, Select, TextArea, Toggle, email as isEmail, useKitLocale } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import { CONTACT_LIMITS as L, CONTACT_ROLES, contactsPath, type Contact, type ContactGroup } from '../common/index.js';
import { canWrite, holds, type Lookups } from './api';
import { blankDraft, bodyOf, countryName, draftOf, fieldErrorsOf, mapSearchUrl, type Draft } from './model';
import { NumbersEditor } from './NumbersEditor';

interface Props extends PanelProps {
  contact: Contact | null;
  groups: ContactGroup[];
  lookups: Lookups;
  groupId: number | null;
  onClose(): void;
  onSaved(c: Contact): void;
}

export function ContactForm({ api, notify, t, user, contact, groups, lookups, groupId, onClose, onSaved }: Props) {
  const [d, setD] = useState<Draft>(() => (contact ? draftOf(contact) : blankDraft(groupId)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const readOnly = !canWrite(user);
  const locale = bcp47(useKitLocale());
  // only the owner shares a private contact; a public one is made private by its author or an administrator
  const sharing = !contact || (contact.private ? contact.ownerId === user.id : contact.authorId === user.id || holds(user, CONTACT_ROLES.admin));
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const err = (field: string) => (errors[field] ? t(`errors.${errors[field]}`) : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!d.name.trim()) local.name = 'contact.nameRequired';
    const badEmail = d.emails.findIndex((x) => !!isEmail(x));
    if (badEmail >= 0) local.emails = 'contact.invalidEmail';
    setErrors(local);
    if (Object.keys(local).length) return;
    setSaving(true);
    try {
      const body = bodyOf(d);
      const saved = contact
        ? await api.put<Contact>(contactsPath.one(contact.id), { ...body, version: contact.version })
        : await api.post<Contact>(contactsPath.base, body);
      notify.notify('success', t(contact ? 'saved' : 'created', { name: saved.name }));
      onSaved(saved);
    } catch (x) {
      setErrors(fieldErrorsOf(x, d));
      notify.error(x, contact ? 'updateFailed' : 'createFailed');
    } finally {
      setSaving(false);
    }
  };

  const groupOptions = groups.map((g) => ({ id: g.id, label: g.name }));
  return (
    <Dialog title={contact ? contact.name : t('new')} onClose={onClose} busy={saving} width={720} testId="contact-form" onSubmit={readOnly ? undefined : (e) => void submit(e)}
      footer={readOnly ? <Button type="button" onClick={onClose}>{t('close')}</Button> : <FormFooter saving={saving} isNew={!contact} onClose={onClose} saveTestId="contact-save" />}>
      {Object.keys(errors).length > 0 && <Alert $tone="danger" role="alert" data-testid="contact-form-errors">{t('fixFields')}</Alert>}
      <FormGrid $cols={2}>
        <Field label={t('fields.name')} htmlFor="contact-name" required error={err('name')} testId="contact-name">
          <Input id="contact-name" value={d.name} maxLength={L.name} onChange={(e) => set({ name: e.target.value })} disabled={readOnly} data-testid="contact-name" data-autofocus />
        </Field>
        <Field label={t('fields.profession')} htmlFor="contact-profession">
          <Input id="contact-profession" value={d.profession} maxLength={L.profession} onChange={(e) => set({ profession: e.target.value })} disabled={readOnly} data-testid="contact-profession" />
        </Field>
        <Field label={t('fields.company')} htmlFor="contact-company">
          <Input id="contact-company" value={d.company} maxLength={L.company} onChange={(e) => set({ company: e.target.value })} disabled={readOnly} data-testid="contact-company" />
        </Field>
        <Field label={t('fields.country')} htmlFor="contact-country" error={err('country')} testId="contact-country" hint={t('countryHint')}>
          <Select id="contact-country" value={d.country} onChange={(e) => set({ country: e.target.value })} disabled={readOnly} data-testid="contact-country">
            {lookups.countries.map((c) => ({ ...c, name: countryName(c.code, locale) })).sort((a, b) => a.name.localeCompare(b.name))
              .map((c) => <option key={c.code} value={c.code}>{`${c.name} (+${c.callingCode})`}</option>)}
          </Select>
        </Field>
      </FormGrid>
      <NumbersEditor numbers={d.numbers} onChange={(numbers) => set({ numbers })} readOnly={readOnly} errorOf={err} t={t} />
      <Field label={t('fields.emails')} htmlFor="contact-emails" error={err('emails')} testId="contact-emails">
        {readOnly ? <div>{d.emails.join(', ') || t('none')}</div> : <ListInput id="contact-emails" value={d.emails} onChange={(emails) => set({ emails })} max={L.emails} placeholder={t('emailPlaceholder')} testId="contact-emails" />}
      </Field>
      <Field label={t('fields.address')} htmlFor="contact-address">
        <div style={{ display: 'flex', gap: 8 }}>
          <Input id="contact-address" value={d.address} maxLength={L.address} onChange={(e) => set({ address: e.target.value })} disabled={readOnly} data-testid="contact-address" />
          {d.address.trim() && <Button as="a" $small href={mapSearchUrl(d.address)} target="_blank" rel="noopener noreferrer" style={{ textDecoration: 'none', whiteSpace: 'nowrap' }} data-testid="contact-map">{t('openMap')}</Button>}
        </div>
      </Field>
      <Field label={t('fields.info')} htmlFor="contact-info">
        <TextArea id="contact-info" rows={3} value={d.info} maxLength={L.info} onChange={(e) => set({ info: e.target.value })} disabled={readOnly} data-testid="contact-info" />
      </Field>
      <Field label={t('fields.groups')} htmlFor="contact-groups" error={err('groupIds')}>
        <MultiPicker id="contact-groups" options={groupOptions} value={d.groupIds} onChange={(groupIds) => set({ groupIds })} disabled={readOnly} testId="contact-groups" emptyText={t('groups.empty')} />
      </Field>
      <FormGrid $cols={2}>
        <Toggle checked={d.hidden} onChange={(hidden) => set({ hidden })} label={t('fields.hidden')} hint={t('hiddenHint')} disabled={readOnly} testId="contact-hidden" />
        <Toggle checked={d.private} onChange={(v) => set({ private: v })} label={t('fields.private')} hint={t('privateHint')} disabled={readOnly || !sharing} testId="contact-private" />
      </FormGrid>
      {d.private && (
        <Field label={t('fields.allowedUsers')} htmlFor="contact-allowed">
          <MultiPicker id="contact-allowed" options={lookups.users.filter((u) => u.id !== user.id)} value={d.allowedUsers} onChange={(allowedUsers) => set({ allowedUsers })} disabled={readOnly || !sharing} testId="contact-allowed" />
        </Field>
      )}
    </Dialog>
  );
}
