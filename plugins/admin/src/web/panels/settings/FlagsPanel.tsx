import type { PanelProps } from '@lauda/sdk/web';
import { LOCK_MINUTES_MAX, READ_RATE_LIMITS } from '../../../common/index.js';
import { holds, ROLES } from '../../api';
import { rangeProblem, useSettingsSection } from './sections';
import { VersionedForm, type FieldSpec } from './VersionedForm';

const TOGGLES = ['countdown', 'manualControl', 'accumulateByBlock', 'approvedOnly', 'privateStory', 'privateGuideline', 'privateReportage', 'privateReport'] as const;

/** "Comportamento": the branch's behaviour flags (spec 001 §9), each read by the plugin that owns it. */
export default function FlagsPanel({ api, live, user, notify, t }: PanelProps) {
  const io = useSettingsSection(api, live, 'flags');
  const fields: FieldSpec[] = [
    { key: 'rundownLockMinutes', kind: 'number', label: t('flags.rundownLockMinutes'), hint: t('flags.rundownLockMinutesHint'), min: 0, max: LOCK_MINUTES_MAX, problem: rangeProblem(t, 0, LOCK_MINUTES_MAX) },
    ...TOGGLES.map((k) => ({ key: k, kind: 'toggle' as const, label: t(`flags.${k}`), hint: t(`flags.${k}Hint`) })),
    { key: 'readRate', kind: 'number', label: t('flags.readRate'), hint: t('flags.readRateHint'), min: READ_RATE_LIMITS.min, max: READ_RATE_LIMITS.max, step: 0.005, problem: rangeProblem(t, READ_RATE_LIMITS.min, READ_RATE_LIMITS.max, false) },
  ];
  return (
    <div data-testid="flags-panel">
      <VersionedForm title={t('flags.title')} text={t('flags.text')} testId="flags" fields={fields} canWrite={holds(user, ROLES.adminWrite)} {...io} notify={notify} t={t} />
    </div>
  );
}
