import { useTranslation } from 'react-i18next';
import { DateInput, Select, ToolField } from '@lauda/web-kit';

/** A document type filter: "Todos" or one of `types`, each named by `name`. */
export function TypeField({ label, value, types, name, onChange, testId }: { label: string; value: string; types: readonly string[]; name: (type: string) => string; onChange: (type: string) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <ToolField>
      {label}
      <Select value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId} style={{ minWidth: 170 }}>
        <option value="">{t('trash.allTypes')}</option>
        {types.map((type) => <option key={type} value={type}>{name(type)}</option>)}
      </Select>
    </ToolField>
  );
}

/** "De" and "Até": days of the branch zone (YYYY-MM-DD or ''), marked invalid when out of order. */
export function DayFields({ from, to, ordered, onChange, testId }: { from: string; to: string; ordered: boolean; onChange: (patch: { from?: string; to?: string }) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <ToolField>
        {t('admin.authLogs.from')}
        <DateInput value={from || null} invalid={!ordered} onChange={(d) => onChange({ from: d ?? '' })} testId={`${testId}-from`} aria-label={t('admin.authLogs.from')} />
      </ToolField>
      <ToolField>
        {t('admin.authLogs.to')}
        <DateInput value={to || null} invalid={!ordered} onChange={(d) => onChange({ to: d ?? '' })} testId={`${testId}-to`} aria-label={t('admin.authLogs.to')} />
      </ToolField>
    </>
  );
}
