import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { LiveMessage, PanelProps } from '@lauda/sdk/web';
import { STORY_TEMPLATES_TOPIC } from '../../common/index.js';
import { holds, ROLES, type DeviceWithStatus, type StoryTemplate, type TemplateImportResult } from '../api';
import { Button, Chip, Chips, EditDeleteButtons, PagedTable, Search, Toolbar, useRecordEditing } from '@lauda/web-kit';
import { useServerPage } from '../components/useServerPage';
import { TemplateForm } from './TemplateForm';

/** The story templates (credits) stored for a device: list with thumbnails, create, edit, delete, import from the device. */
export function StoryTemplates({ api, live, notify, t, user, device }: PanelProps & { device: DeviceWithStatus }) {
  const canWrite = holds(user, ROLES.adminWrite);
  const { page, setNumber, typed, setTyped, text, load } = useServerPage<StoryTemplate>(api, `/api/devices/${device.id}/story-templates`, (e) => notify.error(e, 'loadFailed'));
  const { editing, setEditing, close, dialog, remove, saved } = useRecordEditing<StoryTemplate>({ kind: 'template', url: '/api/story-templates', api, notify, t, load });
  const [importing, setImporting] = useState(false);

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
      <PagedTable<StoryTemplate>
        testId="templates"
        head={
          <>
            <th style={{ width: 96 }}>{t('templates.cols.thumbnail')}</th>
            <th>{t('templates.cols.code')}</th>
            <th>{t('templates.cols.name')}</th>
            <th>{t('templates.cols.fields')}</th>
            <th />
          </>
        }
        colSpan={5}
        rows={page?.data ?? null}
        emptyTitle={text ? t('templates.noMatch') : t('templates.empty')}
        emptyText={t('templates.emptyText')}
        number={page?.number ?? 0}
        total={page?.total ?? 0}
        onPage={setNumber}
        row={(tpl) => (
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
            <td className="actions">{canWrite && <EditDeleteButtons kind="template" onEdit={() => setEditing(tpl)} onDelete={() => remove(tpl)} />}</td>
          </tr>
        )}
      />
      {editing && <TemplateForm template={editing === 'new' ? null : editing} device={device} api={api} notify={notify} t={t} onSaved={saved} onClose={close} />}
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
