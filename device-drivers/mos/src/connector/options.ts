/** One device record's options with the defaults filled in, and the logger the connection writes to. */
import { MOS_DEFAULTS, type MosDeviceOptions } from '../model/index.js';

export type ResolvedMosOptions = Required<Omit<MosDeviceOptions, 'lowerPort' | 'upperPort'>> & { lowerPort: number; upperPort: number };

export function resolveOptions(o: MosDeviceOptions): ResolvedMosOptions {
  return {
    mosId: o.mosId,
    host: o.host,
    lowerPort: o.lowerPort ?? MOS_DEFAULTS.lowerPort,
    upperPort: o.upperPort ?? MOS_DEFAULTS.upperPort,
    heartbeatIntervalMs: o.heartbeatIntervalMs ?? 5000,
    ackTimeoutMs: o.ackTimeoutMs ?? 5000,
    retries: o.retries ?? 3,
    maxAttempts: o.maxAttempts ?? 10,
    reconnectDelayMs: o.reconnectDelayMs ?? 2000,
    trafficLogSize: o.trafficLogSize ?? 1000,
    logHeartbeats: o.logHeartbeats ?? false,
    playOnly: o.playOnly ?? false,
    singleStoryMove: o.singleStoryMove ?? false,
    legacyStoryMessages: o.legacyStoryMessages ?? false,
    sendStoryBodies: o.sendStoryBodies ?? false,
    replaceExisting: o.replaceExisting ?? true,
    objActionNew: o.objActionNew ?? false,
  };
}

export interface Logger {
  info(msg: string, extra?: Record<string, unknown>): void;
  warn(msg: string, extra?: Record<string, unknown>): void;
}
