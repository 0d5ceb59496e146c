/** One media in a drawer: its picture, what the device says of it, its paths and metadata; "Editar" for writers. */
import styled from 'styled-components';
import { Badge, Button, DetailList, formatInstant, SidePanel } from '@lauda/web-kit';
import type { Media } from '../../common/index.js';
import { mediaLength } from '../logic';
import { StatusBadge } from './MediaResults';
import { Thumb } from './Thumb';

type T = (key: string, options?: Record<string, unknown>) => string;

export function MediaDetail({ media, t, timeZone, canEdit, onEdit, onClose }: { media: Media; t: T; timeZone: string; canEdit: boolean; onEdit(): void; onClose(): void }) {
  const when = (iso: string | null, by: string | null) => {
    const at = formatInstant(iso, timeZone);
    return at && by ? t('detail.by', { when: at, name: by }) : at;
  };
  const d = (k: string) => t(`detail.${k}`);
  const items = [
    { field: 'objectId', label: d('objectId'), value: media.objectId },
    { field: 'mosId', label: d('mosId'), value: media.mosId },
    { field: 'type', label: d('type'), value: media.type ?? '' },
    { field: 'duration', label: t('form.duration'), value: mediaLength(media) },
    { field: 'timeBase', label: d('timeBase'), value: media.timeBase === null ? '' : String(media.timeBase) },
    { field: 'group', label: d('group'), value: media.group ?? '' },
    { field: 'abstractText', label: d('abstractText'), value: media.abstractText ?? '' },
    { field: 'description', label: d('description'), value: media.description ?? '' },
    { field: 'paths', label: d('paths'), value: media.paths.join('\n') },
    { field: 'proxyPaths', label: d('proxyPaths'), value: media.proxyPaths.join('\n') },
    { field: 'metadataPath', label: d('metadataPath'), value: media.metadataPath ?? '' },
    ...Object.entries(media.fields).map(([name, value]) => ({ field: `field-${name}`, label: name, value })),
    { field: 'created', label: d('created'), value: when(media.created, media.createdBy) },
    { field: 'changed', label: d('changed'), value: when(media.changed, media.changedBy) },
    { field: 'stored', label: d('stored'), value: formatInstant(media.updatedAt, timeZone) },
  ];
  return (
    <Panel title={media.slug} width={Math.min(420, window.innerWidth)} testId="media-detail" closeLabel={t('close')} closeTestId="media-detail-close" onClose={onClose}
      header={canEdit ? <Button type="button" $small onClick={onEdit} data-testid="media-edit">{t('edit')}</Button> : undefined}>
      <div className="body">
        <Thumb media={media} width={388} label={media.slug} />
        <div className="badges">
          <Badge>{t(`kinds.${media.kind}`)}</Badge>
          <StatusBadge status={media.status} t={t} />
        </div>
        <DetailList items={items} empty={d('none')} testId="media-detail-fields" />
        {media.mosExternalMetadata.length > 0 && (
          <details>
            <summary>{d('metadata')}</summary>
            {media.mosExternalMetadata.map((m, i) => <pre key={i} data-testid="media-metadata"><b>{m.schema}</b>{'\n'}{m.payload}</pre>)}
          </details>
        )}
      </div>
    </Panel>
  );
}

const Panel = styled(SidePanel)`
  .body { padding: 0 14px 14px; overflow: auto; display: grid; gap: 8px; }
  /* the picture takes the drawer's width, whatever the screen's */
  .body > span:first-child { width: 100% !important; height: auto !important; aspect-ratio: 16 / 9; }
  .badges { display: flex; gap: 6px; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; font-size: 12px; background: var(--lauda-sunken); padding: 8px; border-radius: var(--lauda-radius); }
`;
