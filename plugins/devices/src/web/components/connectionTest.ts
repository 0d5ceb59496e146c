import type { PanelProps } from '@lauda/sdk/web';
import { errorCode, errorDetails, type ConnectionTest, type Driver } from '../api';
import { COMMON_OPTIONS } from '../api';

type T = PanelProps['t'];

/** The label of a field a connection test found missing: ours for the record's fields, the driver's title for its options. */
export function fieldLabel(key: string, driver: Driver | null, t: T): string {
  if ((COMMON_OPTIONS as readonly string[]).includes(key) || key === 'protocol' || key === 'driver') return t(`form.fields.${key}`);
  return t(`form.options.${key}`, { defaultValue: driver?.options.properties?.[key]?.title ?? key });
}

/**
 * Runs a connection test and says how it went: the device answered (success), MOS communication
 * failed (error), or "not enough information for a connection test" naming the missing fields
 * (warning). Returns the missing fields' keys (empty when none were missing).
 */
export async function connectionTest(call: () => Promise<ConnectionTest>, driver: Driver | null, { notify, t }: Pick<PanelProps, 'notify' | 't'>): Promise<string[]> {
  try {
    const r = await call();
    if (r.ok) notify.notify('success', t('test.ok'), r.message);
    else notify.notify('error', t(`errors.${r.code}`, { defaultValue: t('test.failed') }), r.message);
    return [];
  } catch (e) {
    if (errorCode(e) !== 'device.notEnoughInformation') {
      notify.error(e, 'actionFailed');
      return [];
    }
    const missing = (errorDetails(e).missing as string[] | undefined) ?? [];
    notify.notify('warning', t('errors.device.notEnoughInformation'), missing.length ? t('test.missing', { fields: missing.map((k) => fieldLabel(k, driver, t)).join(', ') }) : undefined);
    return missing;
  }
}
