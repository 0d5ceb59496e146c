/** The story's viewer in the document drawer (slot `document.viewer`, origin `story`). */
import type { PanelProps } from '@lauda/sdk/web';
import type { DocumentViewerProps } from '../../common/slots.js';
import { StoryViewerById } from './StoryViewer.js';

export default function StoryDocument({ id, onEditStory, api, live, notify, t }: DocumentViewerProps & PanelProps) {
  return <StoryViewerById storyId={id} api={api} live={live} notify={notify} t={t} noDetach onEdit={onEditStory ? (st) => onEditStory(st.id) : undefined} />;
}
