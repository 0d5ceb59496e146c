/** A lane's editor in a dialog: name, source kinds, categories and sources of every kind, words; removal confirmed. */
import { useState } from 'react';
import type { ApiClient, Notifier } from '@lauda/sdk/web';
import { Button, Check, Dialog, Field, FormGrid, Input, ListInput, MultiPicker, useConfirm } from '@lauda/web-kit';
import { SOURCE_KINDS, type Lane, type RssCategory, type RssFeed, type SourceKind, type SourceRef } from '../common/index.js';
import { pickedOf, refsOf, useLaneChoices } from './laneChoices';
import type { T } from './model';

export function LaneEditor({ lane, categories, feeds, api, notify, t, onClose, onSaved }: {
  lane: Lane | null; categories: RssCategory[]; feeds: RssFeed[]; api: ApiClient; notify: Notifier; t: T;
  onClose(): void; onSaved(): void;
}) {
  const choices = useLaneChoices(api, categories, feeds);
  const [name, setName] = useState(lane?.name ?? '');
  const [kinds, setKinds] = useState<SourceKind[]>(lane?.kinds ?? []);
  const [cats, setCats] = useState<SourceRef[]>(lane?.categories ?? []);
  const [sources, setSources] = useState<SourceRef[]>(lane?.sources ?? []);
  const [words, setWords] = useState<string[]>(lane?.words ?? []);
  const [busy, setBusy] = useState(false);
  const confirm = useConfirm(t('cancel'));

  const save = async () => {
    setBusy(true);
    try {
      const body = { name, kinds, categories: cats, sources, words };
      if (lane) await api.put(`/api/agency/lanes/${lane.id}`, body);
      else await api.post('/api/agency/lanes', body);
      notify.notify('success', t('laneSaved'), name);
      onSaved();
    } catch (e) {
      notify.error(e, lane ? 'updateFailed' : 'createFailed');
    } finally {
      setBusy(false);
    }
  };
  const remove = () => lane && confirm.ask({
    title: t('remove'),
    text: t('removeLaneConfirm', { name: lane.name }),
    confirmLabel: t('remove'),
    danger: true,
    testId: 'agency-lane-remove-confirm',
    run: async () => {
      try {
        await api.delete(`/api/agency/lanes/${lane.id}`);
        notify.notify('success', t('laneRemoved'), lane.name);
        onSaved();
      } catch (e) {
        notify.error(e, 'deleteFailed');
      }
    },
  });
  const toggle = (k: SourceKind, on: boolean) => setKinds((list) => (on ? [...list, k] : list.filter((x) => x !== k)));

  return (
    <Dialog
      title={t(lane ? 'editLane' : 'newLane')}
      onClose={onClose}
      busy={busy}
      testId="agency-lane-form"
      closeLabel={t('cancel')}
      width={600}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      footer={
        <>
          {lane && <Button type="button" $variant="danger" onClick={remove} data-testid="agency-lane-remove">{t('remove')}</Button>}
          <span className="grow" />
          <Button type="button" onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" $variant="primary" disabled={busy} data-testid="agency-lane-save">{t('save')}</Button>
        </>
      }
    >
      <Field label={t('fields.name')} htmlFor="agency-lane-name" required>
        <Input id="agency-lane-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} data-testid="agency-lane-name" />
      </Field>
      <Field label={t('fields.kinds')} hint={t('fields.allKinds')}>
        <FormGrid $cols={3}>
          {SOURCE_KINDS.map((k) => <Check key={k} checked={kinds.includes(k)} onChange={(on) => toggle(k, on)} label={t(`kinds.${k}`)} testId={`agency-lane-kind-${k}`} />)}
        </FormGrid>
      </Field>
      <Field label={t('fields.categories')} htmlFor="agency-lane-categories" hint={t('fields.anySource')}>
        <MultiPicker id="agency-lane-categories" options={choices.categories.map((c, i) => ({ id: i + 1, label: c.label, hint: c.hint }))}
          value={pickedOf(choices.categories, cats)} onChange={(ids) => setCats(refsOf(choices.categories, cats, ids))} testId="agency-lane-categories" />
      </Field>
      <Field label={t('fields.sources')} htmlFor="agency-lane-sources">
        <MultiPicker id="agency-lane-sources" options={choices.sources.map((c, i) => ({ id: i + 1, label: c.label, hint: c.hint }))}
          value={pickedOf(choices.sources, sources)} onChange={(ids) => setSources(refsOf(choices.sources, sources, ids))} testId="agency-lane-sources" />
      </Field>
      <Field label={t('fields.words')} htmlFor="agency-lane-words" hint={t('fields.wordsHint')}>
        <ListInput id="agency-lane-words" value={words} onChange={setWords} max={50} testId="agency-lane-words" />
      </Field>
      {confirm.dialog}
    </Dialog>
  );
}
