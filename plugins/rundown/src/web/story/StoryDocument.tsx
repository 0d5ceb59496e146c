/** The story's viewer in the document drawer (slot `document.viewer`, origin `story`), with Detach (a window of its own while the drawer stays open) and Edit where the host offers it. */
import type { PanelProps } from '@lauda/sdk/web';
import type { DocumentViewerProps } from '../../common/slots.js';
import { StoryViewerById } from './StoryViewer.js';

export default function StoryDocument({ id, onEditStory, api, live, notify, t }: DocumentViewerProps & PanelProps) {
  return <StoryViewerById storyId={id} api={api} live={live} notify={notify} t={t} onEdit={onEditStory ? (st) => onEditStory(st.id) : undefined} />;
}
