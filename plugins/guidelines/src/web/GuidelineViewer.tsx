/**
 * The guideline viewer card (spec 001 §2 "Guideline viewer card"), read-only: a header (date,
 * branch, programs, producers, reporters, editors, team, editorials, vehicles, classification,
 * cameraman), tabs content / guides / tasks, and copy (plain text to the clipboard), versions and
 * close. A guideline the user may not see (404) shows the not-found message and nothing of it.
 */
import { useEffect, useState } from 'react';
import { Badge, Button, SendByMailButton, Card, DetailList, formatDate, Loading, Muted, Spacer, Table, TableCard, Tabs, Toolbar } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import type { Guideline } from '../common/index.js';
import { PATHS, type Lookups } from './api';
import { GuidelineVersions } from './GuidelineVersions';
import { GuideContacts, useGuideContacts } from './GuideContacts';
import { contactsText, guidelineText, guideTime, headerLines } from './viewerText';

type Section = 'content' | 'guides' | 'tasks';
export type ViewerProps = Pick<PanelProps, 'api' | 'notify' | 't' | 'branch'> & { id: number; lookups: Lookups; onClose(): void };

const status = (e: unknown) => (e && typeof e === 'object' && typeof (e as { status?: unknown }).status === 'number' ? (e as { status: number }).status : 0);

export function GuidelineViewer({ id, lookups, branch, api, notify, t, onClose }: ViewerProps) {
  const [g, setG] = useState<Guideline | 'missing' | 'failed' | null>(null);
  const [section, setSection] = useState<Section>('content');
  const [versions, setVersions] = useState(false);
  // a contacts plugin names the guides' contacts; without one they show as ids
  const named = useGuideContacts();
  useEffect(() => {
    let live = true;
    setG(null);
    api.get<Guideline>(PATHS.one(id)).then((r) => live && setG(r), (e) => {
      if (!live) return;
      if (status(e) === 404) return setG('missing');
      setG('failed');
      notify.error(e, 'loadFailed');
    });
    return () => { live = false; };
  }, [api, id, notify]);

  if (g === null) return <Loading />;
  if (g === 'missing') return <Muted data-testid="guideline-viewer-missing">{t('viewer.notFound')}</Muted>;
  if (g === 'failed') return <Muted data-testid="guideline-viewer-failed">{t('loadFailed')}</Muted>;
  const header = headerLines(g, lookups, branch.branchName, formatDate, t);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(guidelineText(g, header, formatDate, t));
      notify.notify('success', t('viewer.copied'));
    } catch (e) {
      notify.error(e, 'actionFailed');
    }
  };
  return (
    <article data-testid="guideline-viewer" data-id={g.id} aria-label={g.slug}>
      <Toolbar $bar>
        <strong>{g.slug}</strong>
        <Badge>{t(`states.${g.state}`)}</Badge>
        {g.private && <Badge $tone="accent">{t('private')}</Badge>}
        <Spacer />
        <Button type="button" $small onClick={() => void copy()} data-testid="guideline-viewer-copy">{t('viewer.copy')}</Button>
        <SendByMailButton api={api} notify={notify} path={`/api/assignments/${g.id}/email`} title={g.slug} testId="guideline-mail" />
        <Button type="button" $small onClick={() => setVersions(true)} data-testid="guideline-viewer-versions">{t('viewer.versions')}</Button>
        <Button type="button" $small onClick={onClose} data-testid="guideline-viewer-close">{t('close')}</Button>
      </Toolbar>
      <DetailList testId="guideline-viewer-header" items={header} empty={t('none')} />
      <Tabs<Section> value={section} onChange={setSection} testId="guideline-viewer-tabs" items={[
        { id: 'content', label: t('sections.content') },
        { id: 'guides', label: t('sections.guides'), badge: g.guides.length || undefined },
        { id: 'tasks', label: t('sections.tasks'), badge: g.production.tasks.length || undefined },
      ]} />
      <div role="tabpanel" aria-label={t(`sections.${section}`)} data-testid={`guideline-viewer-${section}`}>
        {section === 'content' && (['proposal', 'referral', 'information'] as const).map((f) => (
          <section key={f} style={{ marginBottom: 12 }}>
            <h3 style={{ fontSize: 13, margin: '0 0 4px' }}>{t(`fields.${f}`)}</h3>
            {g[f].trim() ? <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{g[f]}</p> : <Muted>{t('none')}</Muted>}
          </section>
        ))}
        {section === 'guides' && (g.guides.length === 0 ? <Muted>{t('viewer.noGuides')}</Muted> : g.guides.map((x, i) => (
          <Card key={x.id} data-testid="guideline-viewer-guide" style={{ padding: 12, marginBottom: 8 }}>
            <h3 style={{ fontSize: 13, margin: '0 0 6px' }}>{t('guides.title', { n: i + 1 })}</h3>
            <DetailList empty={t('none')} items={[
              { field: 'date', label: t('guides.date'), value: x.scheduleDate ? formatDate(x.scheduleDate) : '' },
              { field: 'time', label: t('guides.time'), value: guideTime(x) },
              { field: 'interviewee', label: t('guides.interviewee'), value: x.interviewee },
              { field: 'address', label: t('guides.address'), value: x.address },
              { field: 'observation', label: t('guides.observation'), value: x.observation },
              ...(named ? [] : [{ field: 'contacts', label: t('viewer.contacts'), value: contactsText(x.contacts) }]),
            ]} />
            {named && <GuideContacts ids={x.contacts} readOnly label={t('viewer.contacts')} testId={`guideline-viewer-contacts-${i}`} />}
          </Card>
        )))}
        {section === 'tasks' && (
          <TableCard>
            <Table aria-label={t('tasks.title')} data-testid="guideline-viewer-task-table">
              <thead>
                <tr>{['label', 'date', 'time', 'done', 'information'].map((c) => <th key={c} scope="col">{t(`tasks.${c}`)}</th>)}</tr>
              </thead>
              <tbody>
                {g.production.tasks.length === 0 && <tr><td colSpan={5} className="muted">{t('tasks.empty')}</td></tr>}
                {g.production.tasks.map((x) => (
                  <tr key={x.id} data-testid="guideline-viewer-task">
                    <td>{x.label}</td>
                    <td className="nowrap">{formatDate(x.date)}</td>
                    <td className="nowrap">{x.time?.slice(0, 5) ?? ''}</td>
                    <td>{x.done ? t('viewer.yes') : t('viewer.no')}</td>
                    <td>{x.information}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableCard>
        )}
      </div>
      {versions && (
        // Esc closes the versions first, not the drawer around them
        <div onKeyDown={(e) => { if (e.key === 'Escape') { e.stopPropagation(); setVersions(false); } }}>
          <GuidelineVersions id={g.id} api={api} t={t} onClose={() => setVersions(false)} />
        </div>
      )}
    </article>
  );
}
