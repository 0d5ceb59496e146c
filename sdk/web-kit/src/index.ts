/**
 * @lauda/web-kit: the one set of UI primitives (and the script editor, `@lauda/web-kit/editor`)
 * the shell and every plugin's web part build their screens from. See ../README.md.
 */
export * from './theme';
// the WCAG arithmetic (README: color.ts): plugins check their own colour choices against the theme
export { contrastRatio, relativeLuminance, mix, MIN_TEXT, MIN_UI } from './color';
export * from './text';
export { GlobalStyle, KitProvider } from './KitProvider';
export * from './format';
export * from './time';
export * from './paging';
export * from './cache';
export * from './validation';
export * from './Button';
export * from './inputs';
export * from './Field';
export * from './TimeInput';
export * from './Picker';
export * from './layout';
export * from './Badge';
export * from './states';
export * from './Dialog';
export * from './SaveFooter';
export * from './useConfirm';
export * from './Menu';
export * from './Tabs';
export * from './tabRules';
export * from './SidePanel';
export * from './Progress';
export * from './DocumentDrawer';
export * from './DetailList';
export * from './PrivacyField';
export * from './Table';
export * from './DataTable';
export * from './RecordList';
export * from './ListInput';
export * from './PrintSheet';
export * from './hooks';
export * from './useDialogSubmit';
export * from './useDocumentLock';
export * from './RevisionsDialog';
export { ErrorBoundary } from './boundary';
export { Contribution, Slot, SlotHostProvider, useSlot } from './slots';
export { useDocumentMenu } from './documentMenu';
export * from './pdf';
export * from './drafts/store';
export * from './drafts/registry';
export * from './drafts/useDocumentDraft';
export { DraftsRecovery, draftTitle, hasUnsavedDrafts, UnsavedDrafts, type UnsavedDraftsProps } from './drafts/UnsavedDrafts';
export * from './mail/SendByMailDialog';
