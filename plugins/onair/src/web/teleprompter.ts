/**
 * "Load teleprompter content" (spec 000 §4): the server sends the rundown's stories to the
 * program's prompter devices (MOS roStorySend) and answers which ones.
 */
import type { ApiClient, Notifier } from '@lauda/sdk/web';

export interface PrompterDevice {
  id: number | string;
  name: string;
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** Sends the rundown to the prompters and says how it went; answers the devices reached (null on failure). */
export async function loadTeleprompterContent(api: ApiClient, rundownId: number, notify: Notifier, t: T): Promise<PrompterDevice[] | null> {
  try {
    const answer = await api.post<{ devices?: PrompterDevice[] }>(`/api/rundowns/${rundownId}/teleprompter`);
    const devices = Array.isArray(answer?.devices) ? answer.devices : [];
    if (devices.length) notify.notify('success', t('web.teleprompter.sent', { count: devices.length }), devices.map((d) => d.name).join(', '));
    else notify.notify('warning', t('web.teleprompter.noDevice'));
    return devices;
  } catch (e) {
    notify.error(e, 'actionFailed');
    return null;
  }
}
