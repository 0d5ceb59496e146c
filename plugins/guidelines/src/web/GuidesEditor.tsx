/** The guides of a guideline (date, time, interviewee, address, observation): added, edited, removed. */
import { Button, Card, DateInput, Field, FormGrid, IconButton, Input, TextArea, TimeInput, Toolbar, Spacer } from '@lauda/web-kit';
import { formatTimeOfDay, parseTimeOfDay } from '@lauda/sdk/web';
import type { Draft } from './model';
import { GuideContacts } from './GuideContacts';
import { GuideAddress } from './GuideAddress';

type Guides = Draft['guides'];
type T = (key: string, o?: Record<string, unknown>) => string;

const blank = (date: string): Guides[number] => ({ scheduleDate: date, scheduleTime: null, interviewee: '', address: '', observation: '', contacts: [] });

export function GuidesEditor({ guides, date, onChange, readOnly, t }: { guides: Guides; date: string; onChange: (g: Guides) => void; readOnly: boolean; t: T }) {
  const set = (i: number, patch: Partial<Guides[number]>) => onChange(guides.map((g, j) => (j === i ? { ...g, ...patch } : g)));
  return (
    <div data-testid="guides">
      {guides.map((g, i) => (
        <Card key={g.id ?? `new-${i}`} data-testid="guide" style={{ padding: 12, marginBottom: 8 }}>
          <Toolbar>
            <strong>{t('guides.title', { n: i + 1 })}</strong>
            <Spacer />
            {!readOnly && <IconButton type="button" label={t('guides.remove', { n: i + 1 })} onClick={() => onChange(guides.filter((_x, j) => j !== i))} data-testid="guide-remove">✕</IconButton>}
          </Toolbar>
          <FormGrid $cols={2}>
            <Field label={t('guides.date')} htmlFor={`guide-date-${i}`}>
              <DateInput id={`guide-date-${i}`} value={g.scheduleDate} onChange={(v) => set(i, { scheduleDate: v })} disabled={readOnly} testId="guide-date" />
            </Field>
            <Field label={t('guides.time')} htmlFor={`guide-time-${i}`}>
              <TimeInput id={`guide-time-${i}`} pattern="HH:mm" value={g.scheduleTime ? parseTimeOfDay(g.scheduleTime) : null} onChange={(ms) => set(i, { scheduleTime: formatTimeOfDay(ms) })} disabled={readOnly} testId="guide-time" />
            </Field>
            <Field label={t('guides.interviewee')} htmlFor={`guide-interviewee-${i}`}>
              <Input id={`guide-interviewee-${i}`} value={g.interviewee} maxLength={200} onChange={(e) => set(i, { interviewee: e.target.value })} disabled={readOnly} data-testid="guide-interviewee" />
            </Field>
            <Field label={t('guides.address')} htmlFor={`guide-address-${i}`}>
              <GuideAddress id={`guide-address-${i}`} value={g.address} maxLength={500} onChange={(address) => set(i, { address })} readOnly={readOnly} testId="guide-address" />
            </Field>
          </FormGrid>
          <Field label={t('guides.observation')} htmlFor={`guide-observation-${i}`}>
            <TextArea id={`guide-observation-${i}`} rows={2} value={g.observation} maxLength={2000} onChange={(e) => set(i, { observation: e.target.value })} disabled={readOnly} data-testid="guide-observation" />
          </Field>
          <GuideContacts ids={g.contacts} onChange={(contacts) => set(i, { contacts })} readOnly={readOnly} label={t('viewer.contacts')} testId={`guide-contacts-${i}`} />
        </Card>
      ))}
      {!readOnly && <Button type="button" $small onClick={() => onChange([...guides, blank(date)])} data-testid="guide-add">{t('guides.add')}</Button>}
    </div>
  );
}
