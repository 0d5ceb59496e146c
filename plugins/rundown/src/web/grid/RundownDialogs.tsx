/** The dialogs of a rundown tab: removing stories, and what the toolbar's menu opens. */
import styled from 'styled-components';
import type { Accumulation } from '../../common/timing.js';
import type { Block, Rundown, Story } from '../../common/types.js';
import { useWorkspace } from '../context.js';
import { LogsDialog } from '../dialogs/LogsDialog.js';
import { PageRuleDialog } from '../dialogs/PageRuleDialog.js';
import { PrintDialog } from '../dialogs/PrintDialog.js';
import { RecreateDialog } from '../dialogs/RecreateDialog.js';
import { ReorderBlocksDialog } from '../dialogs/ReorderBlocksDialog.js';
import { ShortcutsDialog } from '../dialogs/ShortcutsDialog.js';
import { TemplatesDialog } from '../templates/TemplatesDialog.js';
import type { ClockCell } from '../logic/clock.js';
import { Confirm } from '@lauda/web-kit';
import type { ToolbarDialog } from './RundownToolbar.js';

export type DialogState = null | { kind: ToolbarDialog } | { kind: 'remove'; ids: number[] };

export function RundownDialogs({ dialog, rundown, byId, clocks, accumulation, blockLabel, onClose, onRemove, onReordered, onRecreated }: {
  dialog: DialogState;
  rundown: Rundown;
  byId: Map<number, Story>;
  clocks: Map<number, ClockCell>;
  accumulation: Accumulation;
  blockLabel: (b: Block) => string;
  onClose: () => void;
  onRemove: (ids: number[]) => void;
  onReordered: (blockIds: number[]) => void;
  onRecreated: () => void;
}) {
  const { w } = useWorkspace();
  switch (dialog?.kind) {
    case 'remove':
      return (
        <Confirm
          danger
          title={w('remove.title', { count: dialog.ids.length })}
          text={
            <>
              <p>{w('remove.text', { count: dialog.ids.length })}</p>
              <Slugs>
                {dialog.ids.slice(0, 8).map((id) => <li key={id} data-testid="remove-slug">{storyName(byId.get(id), w)}</li>)}
                {dialog.ids.length > 8 && <li>…</li>}
              </Slugs>
            </>
          }
          confirmLabel={w('remove.confirm')}
          cancelLabel={w('actions.cancel')}
          onCancel={onClose}
          onConfirm={() => {
            onClose();
            onRemove(dialog.ids);
          }}
        />
      );
    case 'shortcuts':
      return <ShortcutsDialog onClose={onClose} />;
    case 'logs':
      return <LogsDialog rundown={rundown} byId={byId} blockLabel={blockLabel} onClose={onClose} />;
    case 'templates':
      return <TemplatesDialog rundown={rundown} onClose={onClose} />;
    case 'reorder':
      return <ReorderBlocksDialog rundown={rundown} label={blockLabel} onClose={onClose} onSaved={onReordered} />;
    case 'print':
      return <PrintDialog rundown={rundown} clocks={clocks} accumulation={accumulation} label={blockLabel} onClose={onClose} />;
    case 'recreate':
      return <RecreateDialog rundown={rundown} onClose={onClose} onDone={onRecreated} />;
    case 'pageRule':
      return <PageRuleDialog onClose={onClose} />;
    default:
      return null;
  }
}

/** A story by its page and slug; "private" only for a story the user may not see. */
const storyName = (s: Story | undefined, w: (k: string) => string) =>
  !s || !s.visible ? w('grid.private') : [s.page, s.slug || w('grid.noSlug')].filter(Boolean).join(' ');

const Slugs = styled.ul`
  margin: 8px 0 0;
  padding-left: 18px;
  font-weight: 600;
`;
