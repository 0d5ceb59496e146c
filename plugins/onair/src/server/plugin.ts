/**
 * On air: the bridge between rundowns and devices. Rundowns with MOS enabled are followed live by
 * their program's devices; item statuses reported by devices land in the stories; credits go to
 * the program's CG device; prompters get the stories' text. The rundown and devices plugins know
 * nothing of each other: this plugin joins them through their services.
 */
import {
  coreServices, definePlugin, ForbiddenError, LaudaError, RuleRefusedError, z, type PluginRouter, type ResolvedDeps, type SessionUser,
} from '@lauda/sdk/server';
import { MOS_ACTIONS, type CreditItem, type DeviceInstance } from '@lauda/sdk/device';
import { adminServices } from '@lauda/plugin-admin/server';
import type { Device } from '@lauda/plugin-devices/common';
import { devicesServices } from '@lauda/plugin-devices/server';
import { RUNDOWN_ERRORS, RUNDOWN_ROLES as R, type Rundown } from '@lauda/plugin-rundown/common';
import { rundownServices } from '@lauda/plugin-rundown/server';
import { NOTIFY_ACTIONS, ONAIR_KEYS as K, roIdOf, rundownIdOf, type CreditsResult, type RundownDevice, type RundownMos } from '../common/index.js';
import { Follower } from './follower.js';
import { runningOrderOf, showStories, storyOf } from './running-order.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

const deps = {
  devices: coreServices.devices,
  branch: coreServices.branch,
  logger: coreServices.logger,
  programs: adminServices.programs,
  records: devicesServices.records,
  onAir: rundownServices.onAir,
};
type Deps = ResolvedDeps<typeof deps>;

const idParam = z.object({ id: z.coerce.number().int().positive() });

/** The CG items of the show's stories a user may see, as credits (spec: "send credits takes rundownId"). */
export function creditsOf(rundown: Rundown): CreditItem[] {
  return showStories(rundown).filter((s) => s.visible).flatMap((s) => (s.sections ?? []).flatMap((sec) => sec.subSections ?? []))
    .filter((x) => x.type === 'CG' && (x.code || x.templateName))
    .map((x) => ({
      templateCode: x.code ?? '',
      ...(x.templateName ? { templateName: x.templateName } : {}),
      fields: (x.cgFields ?? []).map((f) => ({ name: f.name, value: f.value })),
    }));
}

export default definePlugin({
  id: 'onair',
  version: '0.1.0',
  sdk: '^0.1.0',
  description: 'On air: rundowns followed by MOS devices, MOS actions, item status back, credits, teleprompter content',
  dependsOn: ['admin', 'rundown', 'devices'],
  migrations: [],
  i18n: { en_US, es_ES, pt_BR },
  deps,

  setup(d) {
    const follower = new Follower(d);
    return {
      routes: (router) => onairRoutes(router, d, follower),
      start() {
        d.onAir.setMosHandler(async (rundownId) => {
          const rundown = await d.onAir.load(rundownId);
          return follower.affected(rundown.programId);
        });
        const offCommit = d.onAir.onCommit((c) => follower.committed(c));
        // a device's roElementStat / roItemStat on an item lands in the story (and on the live topic)
        const offStatus = d.devices.on('elementStatus', (e) => {
          const p = e.payload;
          const rundownId = rundownIdOf(p.roId);
          if (p.element !== 'ITEM' || rundownId === null || !p.storyId || !p.itemId || !/^\d+$/.test(p.itemId)) return;
          const by = d.devices.list().find((x) => x.id === e.deviceId)?.name ?? `device ${e.deviceId}`;
          d.onAir.setItemStatus({ rundownId, storyUuid: p.storyId, item: Number(p.itemId), status: p.status, by })
            .then((found) => { if (!found) d.logger.info('item status for an unknown story or item', { roId: p.roId, storyId: p.storyId, itemId: p.itemId }); })
            .catch((err) => d.logger.warn('item status not recorded', { error: String(err) }));
        });
        return async () => {
          offCommit();
          offStatus();
          d.onAir.setMosHandler(null);
          await follower.idle();
        };
      },
    };
  },
});

/** MOS on a rundown, its actions, credits and teleprompter content. */
function onairRoutes(router: PluginRouter, d: Deps, follower: Follower): void {
  /** The rundown, after checking the user's groups give its program. */
  async function rundownFor(user: SessionUser, id: number): Promise<Rundown> {
    const rundown = await d.onAir.load(id);
    if (!user.support && !(await d.programs.canAccess(user, rundown.programId))) {
      throw new ForbiddenError('Your groups do not give you this program', { programId: rundown.programId }, RUNDOWN_ERRORS.programNoAccess);
    }
    return rundown;
  }
  const describe = (device: Device, i: DeviceInstance | undefined): RundownDevice => {
    const st = i?.status();
    const caps = device.driver ? d.devices.driver(device.driver)?.capabilities ?? [] : [];
    return {
      id: device.id, name: device.name, kind: device.kind, protocol: device.protocol,
      connected: !!st?.connected, lastError: st?.lastError ?? (i ? null : 'not running'),
      runningOrders: caps.includes('runningOrders'), storyText: caps.includes('storyText'), credits: caps.includes('credits'),
    };
  };
  /** Calls a device; its failure is the device's, not the client's: 502 with the spec's message. */
  async function reach<T>(device: Device, call: () => Promise<T>, key: string = K.communicationFailed): Promise<T> {
    try {
      return await call();
    } catch (e) {
      d.logger.warn('device call failed', { device: device.name, error: String(e) });
      // a driver's own refusal (an unknown template, a field the template lacks) keeps its code
      if (e instanceof LaudaError) throw e;
      throw new LaudaError(502, key, `${device.name}: ${(e as Error).message}`, { deviceId: device.id });
    }
  }

  router.get('/api/rundowns/{id}/mos', {
    access: [R.rundownRead],
    summary: 'MOS on a rundown: whether it is enabled and the devices of its program with their status and what they take',
    params: idParam,
  }, async ({ params, user }): Promise<RundownMos> => {
    const rundown = await rundownFor(user, params.id);
    const list = await d.records.forProgram(rundown.programId);
    return { rundownId: rundown.id, roId: roIdOf(rundown.id), enabled: rundown.mosEnabled, devices: list.map((x) => describe(x, d.devices.instance(x.id))) };
  });

  router.post('/api/rundowns/{id}/mos/notify', {
    access: [R.rundownWrite],
    summary: 'Notify one MOS device of the rundown (spec: create, ready, replace): roCreate, roReadyToAir or roReplace',
    params: idParam,
    body: z.object({ deviceId: z.number().int().positive(), action: z.enum(NOTIFY_ACTIONS) }),
  }, async ({ params, body, user }) => {
    const rundown = await rundownFor(user, params.id);
    const t = (await follower.devicesOf(rundown.programId)).find((x) => x.device.id === body.deviceId);
    if (!t) throw new RuleRefusedError('The device does not serve this rundown\'s program or takes no running orders', K.noDevice, { deviceId: body.deviceId });
    const i = t.instance;
    if (!i) throw new RuleRefusedError('The device is not running', K.deviceNotRunning, { deviceId: body.deviceId });
    const ro = runningOrderOf(rundown, { ...(await follower.contextOf(rundown.programId)), deviceMosId: t.device.mosId ?? '' });
    await reach(t.device, async () => {
      if (body.action === 'ready') {
        if (!i.readyToAir) throw new RuleRefusedError('The MOS device does not support the operation', K.unsupported);
        await i.readyToAir(ro.id, true);
      } else if (body.action === 'create') await i.sendRunningOrder?.(ro);
      else await i.updateRunningOrder?.(ro);
    });
    return { action: body.action, device: describe(t.device, i) };
  });

  router.post('/api/rundowns/{id}/mos/actions', {
    access: [R.rundownWrite],
    summary: 'Run a MOS action (PLAY, STOP, BLANK) on a story or one of its items on every device following the rundown',
    params: idParam,
    body: z.object({ action: z.enum(MOS_ACTIONS), storyId: z.number().int().positive(), item: z.number().int().positive().optional() }),
  }, async ({ params, body, user }) => {
    const rundown = await rundownFor(user, params.id);
    const story = showStories(rundown).find((s) => s.id === body.storyId);
    if (!story) throw new RuleRefusedError('The story is not on the show of this rundown', K.storyNotInRundown, { storyId: body.storyId });
    const sent: RundownDevice[] = [];
    for (const { device, instance } of await follower.devicesOf(rundown.programId)) {
      if (!instance?.runMosAction) continue;
      await reach(device, () => instance.runMosAction!(body.action, { roId: roIdOf(rundown.id), storyId: story.uuid, ...(body.item ? { itemId: String(body.item) } : {}) }));
      sent.push(describe(device, instance));
    }
    return { action: body.action, devices: sent };
  });

  router.post('/api/rundowns/{id}/credits', {
    access: [R.rundownWrite],
    summary: 'Send the rundown\'s CG items to its program\'s CG device; `sent: 0` when it has none (spec: credits empty)',
    params: idParam,
  }, async ({ params, user }): Promise<CreditsResult> => {
    const rundown = await rundownFor(user, params.id);
    const device = await cgDeviceOf(rundown.programId);
    const credits = creditsOf(rundown);
    if (!credits.length) return { sent: 0, device: { id: device.id, name: device.name } };
    const i = d.devices.instance(device.id);
    if (!i) throw new RuleRefusedError('The CG device is not running', K.deviceNotRunning, { deviceId: device.id });
    if (!i.sendCredits) throw new RuleRefusedError('The CG device does not take credits', K.unsupported, { deviceId: device.id });
    // credits are for now: kept in a queue they could reach the air long after the producer gave up
    if (!i.status().connected) throw new LaudaError(502, K.creditsNotSent, `The CG device ${device.name} is not connected`, { deviceId: device.id, lastError: i.status().lastError });
    await reach(device, () => i.sendCredits!(credits), K.creditsNotSent);
    return { sent: credits.length, device: { id: device.id, name: device.name } };
  });

  // the menu asks first, so "Enviar créditos" is disabled with its reason for a program without a CG
  router.get('/api/rundowns/{id}/credits/device', {
    access: [R.rundownRead],
    summary: 'The CG device credits of this rundown would go to: { device: { id, name } }, or { device: null } when its program has none',
    params: idParam,
  }, async ({ params, user }) => {
    const rundown = await rundownFor(user, params.id);
    const device = await cgDeviceOrNull(rundown.programId);
    return { device: device ? { id: device.id, name: device.name } : null };
  });

  /** The program's CG device: its `cgDeviceId`, else the first CG device serving it. */
  async function cgDeviceOrNull(programId: number): Promise<Device | null> {
    const program = await d.programs.get(programId);
    const list = (await d.records.forProgram(programId)).filter((x) => x.kind === 'CG');
    return list.find((x) => x.id === program.cgDeviceId) ?? list[0] ?? null;
  }

  async function cgDeviceOf(programId: number): Promise<Device> {
    const device = await cgDeviceOrNull(programId);
    if (!device) throw new RuleRefusedError('The program has no CG device', K.noCgDevice, { programId });
    return device;
  }

  router.post('/api/rundowns/{id}/teleprompter', {
    access: [R.rundownWrite],
    summary: 'Load teleprompter content: the program\'s prompter and closed-caption devices get the show\'s stories with their text (MOS roStorySend)',
    params: idParam,
  }, async ({ params, user }) => {
    const rundown = await rundownFor(user, params.id);
    const base = await follower.contextOf(rundown.programId);
    const reached: { id: number; name: string }[] = [];
    for (const device of await d.records.forProgram(rundown.programId)) {
      if (device.kind !== 'TP' && device.kind !== 'CC') continue;
      const i = d.devices.instance(device.id);
      if (!i?.sendStory) continue;
      const ro = runningOrderOf(rundown, { ...base, deviceMosId: device.mosId ?? '' });
      await reach(device, async () => {
        // the device must know the running order before it gets its stories
        if (rundown.mosEnabled) await i.updateRunningOrder?.(ro);
        else await i.sendRunningOrder?.(ro);
        for (const s of showStories(rundown)) await i.sendStory!(ro.id, storyOf(s, device.mosId ?? ''));
      });
      reached.push({ id: device.id, name: device.name });
    }
    return { devices: reached };
  });
}
