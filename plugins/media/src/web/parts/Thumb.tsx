/** A media's picture (Lauda's thumbnail route), or its kind's sign when it has none or it does not load. */
import { useState } from 'react';
import styled from 'styled-components';
import type { Media } from '../../common/index.js';

const SIGN: Record<Media['kind'], string> = { VIDEO: '▶', AUDIO: '♪', IMAGE: '▣', OTHER: '◆' };

export function Thumb({ media, width, label }: { media: Pick<Media, 'id' | 'kind' | 'thumbnailUrl'>; width: number; label: string }) {
  const [broken, setBroken] = useState(false);
  const style = { width, height: Math.round((width * 9) / 16) };
  if (!media.thumbnailUrl || broken) {
    return <Box style={style} role="img" aria-label={label} data-testid="media-thumb" data-empty="true"><span aria-hidden>{SIGN[media.kind]}</span></Box>;
  }
  return (
    <Box style={style} data-testid="media-thumb">
      <img src={media.thumbnailUrl} alt={label} loading="lazy" onError={() => setBroken(true)} />
    </Box>
  );
}

const Box = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  overflow: hidden;
  border-radius: var(--lauda-radius);
  background: var(--lauda-sunken);
  color: var(--lauda-muted);
  font-size: 22px;
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
`;
