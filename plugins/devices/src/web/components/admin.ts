/**
 * The admin plugin's screen parts (record list and table, pager, modal, picker, form footer, validation), reused
 * through its `@lauda/plugin-admin/web/*` export so every admin tab looks and behaves alike.
 * They translate with the panel's `t`: this plugin's strings carry the keys they read
 * (`actions.*`, `pager.*`, `picker.*`, `validation.*`, `loading`).
 */
export {
  Alert, Badge, Button, Check, Chip, Chips, EmptyRow, Field, Grid, Input, Muted, OnlineDot, Search, SectionTitle, Select, Table, TableCard, Tabs, Toolbar,
} from '@lauda/plugin-admin/web/components/ui.tsx';
export { Modal, ConfirmDialog } from '@lauda/plugin-admin/web/components/Modal.tsx';
export { Pager } from '@lauda/plugin-admin/web/components/Pager.tsx';
export { EditDeleteButtons, RecordTable } from '@lauda/plugin-admin/web/components/RecordTable.tsx';
export { RecordListPanel, useRecordEditing, useRecordListOf } from '@lauda/plugin-admin/web/components/RecordListPanel.tsx';
export { MultiPicker, type PickerOption } from '@lauda/plugin-admin/web/components/Picker.tsx';
export { FormFooter } from '@lauda/plugin-admin/web/components/FormFooter.tsx';
export { PAGE_SIZE, matches, slicePage } from '@lauda/plugin-admin/web/components/paging.ts';
export { check, maxChars, problemsOf, required, type Problem } from '@lauda/plugin-admin/web/components/validation.ts';
export { useConfirm } from '@lauda/plugin-admin/web/panels/useConfirm.tsx';
