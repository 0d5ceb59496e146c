import type { PanelProps } from '@lauda/sdk/web';
import { EDITOR_FONT_LIMITS, PRINT_FONT_LIMITS } from '../../../common/index.js';
import { holds, ROLES } from '../../api';
import { rangeProblem, useSettingsSection } from './sections';
import { VersionedForm } from './VersionedForm';

/** "Impressão e editor": the default font size of prints (even only) and the script editor's defaults. */
export default function PrintEditorPanel({ api, live, user, notify, t }: PanelProps) {
  const print = useSettingsSection(api, live, 'print');
  const editor = useSettingsSection(api, live, 'editor');
  const canWrite = holds(user, ROLES.adminWrite);
  const printRange = rangeProblem(t, PRINT_FONT_LIMITS.min, PRINT_FONT_LIMITS.max);
  // the spec's rule (000 §5): 'Odd number is not allowed'
  const evenFont = (v: number) => printRange(v) ?? (v % 2 !== 0 ? t('print.oddNotAllowed') : null);
  return (
    <div data-testid="print-editor-panel">
      <VersionedForm
        title={t('print.title')}
        text={t('print.text')}
        testId="print"
        fields={[{ key: 'fontSize', kind: 'number', label: t('print.fontSize'), hint: t('print.fontSizeHint', PRINT_FONT_LIMITS), min: PRINT_FONT_LIMITS.min, max: PRINT_FONT_LIMITS.max, step: 2, problem: evenFont }]}
        canWrite={canWrite}
        {...print}
        notify={notify}
        t={t}
      />
      <VersionedForm
        title={t('editor.title')}
        text={t('editor.text')}
        testId="editor"
        fields={[
          { key: 'fontSize', kind: 'number', label: t('editor.fontSize'), min: EDITOR_FONT_LIMITS.min, max: EDITOR_FONT_LIMITS.max, problem: rangeProblem(t, EDITOR_FONT_LIMITS.min, EDITOR_FONT_LIMITS.max) },
          { key: 'upperCase', kind: 'toggle', label: t('editor.upperCase'), hint: t('editor.upperCaseHint') },
          { key: 'showReadingTime', kind: 'toggle', label: t('editor.showReadingTime'), hint: t('editor.showReadingTimeHint') },
        ]}
        canWrite={canWrite}
        {...editor}
        notify={notify}
        t={t}
      />
    </div>
  );
}
