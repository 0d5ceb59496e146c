import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { LiveMessage, PanelProps } from '@lauda/sdk/web';
import { STORY_TEMPLATES_TOPIC } from '../../common/index.js';
import { holds, ROLES, type DeviceWithStatus, type PageOf, type StoryTemplate, type TemplateImportResult } from '../api';
import { Button, Chip, Chips, EmptyRow, Pager, PAGE_SIZE, Search, Table, TableCard, Toolbar, useConfirm } from '../components/admin';
import { TemplateForm } from './TemplateForm';

/** The spec's credit template search delay (000 §9). */
const SEARCH_DELAY_MS = 250;

/** The story templates (credits) stored for a device: list with thumbnails, create, edit, delete, import from the device. */
export function StoryTemplates({ api, live, notify, t, user, device }: PanelProps & { device: DeviceWithStatus }) {
  const canWrite = holds(user, ROLES.adminWrite);
  const [page, setPage] = useState<PageOf<StoryTemplate> | null>(null);
  const [number, setNumber] = useState(0);
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<StoryTemplate | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const { ask, dialog } = useConfirm(t('actions.cancel'));

  useEffect(() => {
    const timer = setTimeout(() => (setText(typed.trim()), setNumber(0)), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const load = useCallback(() => {
    const q = new URLSearchParams({ page: String(number), size: String(PAGE_SIZE), ...(text ? { text } : {}) });
    api.get<PageOf<StoryTemplate>>(`/api/devices/${device.id}/story-templates?${q}`).then(setPage, (e) => {
      setPage((p) => p ?? { data: [], number: 0, size: PAGE_SIZE, total: 0 });
      notify.error(e, 'loadFailed');
    });
  }, [api, notify, device.id, number, text]);
  useEffect(() => load(), [load]);

  // the topic needs ROLE_STORY_READ (the credit chooser's readers); without it, own changes reload
  const onLive = useCallback((m: LiveMessage) => {
    if ((m.data as { deviceId?: number } | null)?.deviceId === device.id) load();
  }, [device.id, load]);
  useEffect(() => (holds(user, ROLES.storyRead) ? live.subscribe(STORY_TEMPLATES_TOPIC, onLive) : undefined), [live, user, onLive]);

  const importAll = async () => {
    setImporting(true);
    try {
      const r = await api.post<TemplateImportResult>(`/api/devices/${device.id}/story-templates/import`);
      notify.notify('success', t('templates.imported', { count: r.total }), t('templates.importedText', r as unknown as Record<string, unknown>));
      load();
    } catch (e) {
      notify.error(e, 'actionFailed');
    }
    setImporting(false);
  };

  const remove = (tpl: StoryTemplate) => ask({
    title: t('templates.confirm.deleteTitle', { name: tpl.name }),
    text: t('templates.confirm.deleteText'),
    confirmLabel: t('actions.delete'),
    danger: true,
    testId: 'confirm-delete-template',
    run: async () => {
      try {
        await api.delete(`/api/story-templates/${tpl.id}`);
        notify.notify('success', t('templates.deleted', { name: tpl.name }));
        load();
      } catch (e) {
        notify.error(e, 'deleteFailed');
      }
    },
  });

  const saved = (tpl: StoryTemplate, isNew: boolean) => {
    setEditing(null);
    notify.notify('success', isNew ? t('templates.created', { name: tpl.name }) : t('templates.updated', { name: tpl.name }));
    load();
  };

  return (
    <div data-testid="story-templates">
      <Toolbar>
        <Search value={typed} placeholder={t('templates.search')} aria-label={t('templates.search')} onChange={(e) => setTyped(e.target.value)} data-testid="templates-search" />
        <span className="grow" />
        {canWrite && (
          <>
            <Button type="button" onClick={importAll} disabled={importing} title={t('templates.importHint')} data-testid="templates-import">
              {importing ? t('templates.importing') : t('templates.import')}
            </Button>
            <Button type="button" $variant="primary" onClick={() => setEditing('new')} data-testid="template-new">
              + {t('templates.new')}
            </Button>
          </>
        )}
      </Toolbar>
      <TableCard>
        <Table data-testid="templates-table">
          <thead>
            <tr>
              <th style={{ width: 96 }}>{t('templates.cols.thumbnail')}</th>
              <th>{t('templates.cols.code')}</th>
              <th>{t('templates.cols.name')}</th>
              <th>{t('templates.cols.fields')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {!page || page.data.length === 0 ? (
              <EmptyRow colSpan={5} title={page === null ? t('loading') : text ? t('templates.noMatch') : t('templates.empty')} text={page === null ? undefined : t('templates.emptyText')} />
            ) : (
              page.data.map((tpl) => (
                <tr key={tpl.id} data-testid="template-row" data-name={tpl.name}>
                  <td>
                    <Thumb>{tpl.thumbnailUrl ? <img src={tpl.thumbnailUrl} alt={tpl.name} data-testid="template-thumbnail" /> : <span>{t('templates.noThumbnail')}</span>}</Thumb>
                  </td>
                  <td className="nowrap">
                    <code>{tpl.code}</code>
                  </td>
                  <td>
                    <strong>{tpl.name}</strong>
                  </td>
                  <td>
                    {tpl.fields.length === 0 ? (
                      <span className="sub">{t('templates.noFields')}</span>
                    ) : (
                      <Chips>
                        {tpl.fields.map((f, i) => (
                          <Chip key={i} title={f.size ? t('templates.fieldSize', { count: f.size }) : undefined}>
                            {f.number !== undefined ? `${f.number}. ` : ''}
                            {f.name}
                            {f.size ? ` (${f.size})` : ''}
                          </Chip>
                        ))}
                      </Chips>
                    )}
                  </td>
                  <td className="actions">
                    {canWrite && (
                      <>
                        <Button type="button" $small onClick={() => setEditing(tpl)} data-testid="template-edit">
                          {t('actions.edit')}
                        </Button>{' '}
                        <Button type="button" $small $variant="ghost" onClick={() => remove(tpl)} data-testid="template-delete">
                          {t('actions.delete')}
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
        <Pager number={page?.number ?? 0} size={PAGE_SIZE} total={page?.total ?? 0} onPage={setNumber} t={t} testId="templates-pager" />
      </TableCard>
      {editing && <TemplateForm template={editing === 'new' ? null : editing} device={device} api={api} notify={notify} t={t} onSaved={saved} onClose={() => setEditing(null)} />}
      {dialog}
    </div>
  );
}

const Thumb = styled.div`
  width: 80px;
  height: 45px;
  display: flex;
  align-items: center;
  justify-content: center;
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  background: var(--lauda-sunken);
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  span {
    font-size: 10px;
    color: var(--lauda-muted);
    text-align: center;
    padding: 0 4px;
  }
`;
