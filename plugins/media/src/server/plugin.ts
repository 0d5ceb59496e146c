import { definePlugin, roleDocumentType } from '@lauda/sdk/server';
import type { DeviceEvents } from '@lauda/sdk/device';
import { mediaMigrations } from '../../migrations/index.js';
import { MEDIA_DOCUMENT, MEDIA_PLUGIN_ID, MEDIA_ROLES as R, MEDIA_TOPIC } from '../common/index.js';
import { settingsOf, type Ctx } from './context.js';
import { deps } from './deps.js';
import { loadDemo } from './demo.js';
import { isMediaDevice } from './mams.js';
import { mediaRoutes } from './routes.js';
import { mediaSearchSource } from './search.js';
import { MediaStore } from './store.js';
import { MediaSync } from './sync.js';
import { Thumbnails } from './thumbnails.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

export default definePlugin({
  id: MEDIA_PLUGIN_ID,
  version: '0.1.0',
  sdk: '^0.1.0',
  dependsOn: ['admin', 'devices'],
  description: 'Media center: the media MAM and playout devices announce, kept and searched here; searchable fields, search on the device, create, update, sync, thumbnails',
  migrations: mediaMigrations,
  topics: [
    // every media is seen by whoever holds MEDIA_READ: its messages name their document for the index
    { name: MEDIA_TOPIC, access: [R.read], description: 'media created, changed (UPDATE, also absent), deleted; a device\'s sync progress (id sync:<mamId>)' },
  ],
  i18n: { en_US, es_ES, pt_BR },
  deps,

  setup(d) {
    const ctx: Ctx = { ...d, now: () => d.clock.now().getTime(), settings: settingsOf(d.config.plugin) };
    const store = new MediaStore(ctx);
    const sync = new MediaSync(ctx);
    const thumbnails = new Thumbnails(ctx, store);

    /** What a MAM or playout announced: stored, then counted in its sync. One device's events in order. */
    const chains = new Map<number, Promise<void>>();
    const take = async (deviceId: number, { objects, complete }: DeviceEvents['media']) => {
      const device = await ctx.records.get(deviceId).catch(() => null);
      if (!device || !isMediaDevice(device)) return;
      await store.ingest(deviceId, objects, complete);
      await sync.received(deviceId, objects.length, complete);
    };

    return {
      documents: [roleDocumentType({ type: MEDIA_DOCUMENT, readRoles: [R.read], changeRoles: [R.write] })],
      search: [mediaSearchSource(ctx)],
      routes: (router) => mediaRoutes(router, ctx, { store, sync, thumbnails }),
      start() {
        const off = ctx.devices.on('media', (e) => {
          const next = (chains.get(e.deviceId) ?? Promise.resolve())
            .then(() => take(e.deviceId, e.payload))
            .catch((err) => ctx.logger.warn('media: announced objects not stored', { deviceId: e.deviceId, error: String(err) }));
          chains.set(e.deviceId, next);
        });
        return async () => {
          off();
          sync.stop();
          await Promise.all(chains.values());
        };
      },
      demo: () => loadDemo(ctx, store, thumbnails),
    };
  },
});
