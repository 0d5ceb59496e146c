/**
 * The on-air state for screen readers (issue 19): a polite live region that says what went on air
 * ("INCÊNDIO CENTRO no ar, 01:30") and when nothing is on air any more.
 */
import { useEffect, useRef, useState } from 'react';
import type { Block, Rundown, Story } from '../../common/types.js';
import { useWorkspace } from '../context.js';
import { onAirTime } from '../logic/clock.js';
import { clock } from '../logic/format.js';

interface Props {
  rundown: Rundown;
  byId: Map<number, Story>;
  blockLabel: (block: Block) => string;
}

/** The sentence for what is on air (null: nothing). A private story is not named. */
export function onAirSentence(r: Rundown, byId: Map<number, Story>, blockLabel: (b: Block) => string, w: (k: string, o?: Record<string, unknown>) => string): string | null {
  const on = r.onAir;
  if (!on) return null;
  // the story's time in the show (its estimate while it has no total), a block's commercial break
  const time = clock(onAirTime(r) ?? 0);
  if (on.kind === 'story') {
    const s = byId.get(on.id);
    const name = s?.visible ? s.slug || w('grid.noSlug') : w('grid.private');
    return w('grid.onAirNow', { name, time });
  }
  const b = r.blocks.find((x) => x.id === on.id);
  return w('grid.onAirNow', { name: `${b ? blockLabel(b) : ''} · ${w('grid.commercial')}`, time });
}

export function OnAirAnnouncer({ rundown, byId, blockLabel }: Props) {
  const { w } = useWorkspace();
  const [text, setText] = useState('');
  const key = rundown.onAir ? `${rundown.onAir.kind}:${rundown.onAir.id}:${rundown.onAir.playTime}` : '';
  const last = useRef(key);
  useEffect(() => {
    // only changes are announced, not the state found when the tab opens
    if (last.current === key) return;
    last.current = key;
    setText(onAirSentence(rundown, byId, blockLabel, w) ?? w('grid.offAir'));
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div role="status" aria-live="polite" className="sr-only" data-testid="on-air-announcer" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
      {text}
    </div>
  );
}
