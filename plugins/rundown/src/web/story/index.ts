/** The story screens of the rundown plugin's web part (what the workspace imports). */
export { StoryForm, type StoryFormProps, type StoryDraftDocument } from './StoryForm.js';
export { StoryViewer, StoryViewerById, viewerTitle, type StoryViewerProps } from './StoryViewer.js';
export { RevisionHistory, type RevisionEntry } from './RevisionHistory.js';
export { DocumentDrawer, DOCUMENT_ORIGINS, DRAWER_WIDTH, type DocumentOrigin, type DocumentDrawerProps } from './DocumentDrawer.js';
export { UnsavedDrafts, DraftsRecovery, hasUnsavedDrafts } from './UnsavedDrafts.js';
export { RichTextEditor } from './RichTextEditor.js';
export { RichTextView } from './RichTextView.js';
export { DraftsCache, DRAFTS_KEY, STORIES_SECTION, type DraftItem } from './drafts.js';
