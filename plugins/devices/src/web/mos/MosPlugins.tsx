/**
 * "MOS plug-ins" in the story form's top bar (slot `story.panels`): the toggle, and the panel it
 * opens beside the form. Offered only for a story of a program (devices serve programs).
 */
import { useCallback, useEffect, useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import type { StoryPanelProps } from '@lauda/plugin-rundown/common';
import { Button } from '@lauda/web-kit';
import type { DevicePluginInfo } from '../../common/index.js';
import { MOS_PANEL_WIDTH, MosPluginPanel } from './MosPluginPanel.js';

export default function MosPlugins(props: StoryPanelProps & PanelProps) {
  const { api, notify, user, t, story, reserveWidth, setDropDeviceKind } = props;
  const [open, setOpen] = useState(false);
  const programId = story.programId;
  useEffect(() => {
    reserveWidth(open ? MOS_PANEL_WIDTH : 0);
    if (!open) setDropDeviceKind(null);
  }, [open, reserveWidth, setDropDeviceKind]);
  // the form's room and drop mapping come back when the panel goes with the form
  useEffect(() => () => {
    reserveWidth(0);
    setDropDeviceKind(null);
  }, [reserveWidth, setDropDeviceKind]);
  const onDevice = useCallback((d: DevicePluginInfo | null) => setDropDeviceKind(d?.kind ?? null), [setDropDeviceKind]);
  if (programId === null) return null;
  return (
    <>
      <Button type="button" data-testid="story-mos-plugins" aria-pressed={open} onClick={() => setOpen((o) => !o)}>{t('mosPlugin.open')}</Button>
      {open && (
        <MosPluginPanel api={api} notify={notify} user={user} t={t} programId={programId} story={props.story} sections={props.sections}
          sectionLabel={props.sectionLabel} readOnly={props.readOnly} addMosItem={props.addMosItem} onDevice={onDevice} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
