/**
 * "Load teleprompter content" (spec 000 §4): the server sends the rundown's stories to the
 * program's prompter devices (MOS roStorySend) and answers which ones. The route belongs to the
 * on-air plugin; without it the kernel answers 404 `error.routeNotFound`.
 */
import type { ApiClient, Notifier } from '@lauda/sdk/web';

export interface PrompterDevice {
  id: number | string;
  name: string;
}

type T = (key: string, options?: Record<string, unknown>) => string;

export const teleprompterPath = (rundownId: number) => `/api/rundowns/${rundownId}/teleprompter`;

/** Sends the rundown to the prompters and says how it went; answers the devices reached (null on failure). */
export async function loadTeleprompterContent(api: ApiClient, rundownId: number, notify: Notifier, t: T): Promise<PrompterDevice[] | null> {
  try {
    const answer = await api.post<{ devices?: PrompterDevice[] }>(teleprompterPath(rundownId));
    const devices = Array.isArray(answer?.devices) ? answer.devices : [];
    if (devices.length) {
      notify.notify('success', t('prompter.load.sent', { count: devices.length }), devices.map((d) => d.name).join(', '));
    } else {
      notify.notify('warning', t('prompter.load.noDevice'));
    }
    return devices;
  } catch (e) {
    const err = e as { status?: number; code?: string };
    if (err?.status === 404 && err.code === 'error.routeNotFound') notify.notify('warning', t('prompter.load.notInstalled'));
    else notify.error(e, 'actionFailed');
    return null;
  }
}
