import {
  created, ForbiddenError, noContent, pageQuery, RuleRefusedError, z,
  type PluginRouter, type SessionUser,
} from '@lauda/sdk/server';
import type { DeviceRegistry } from '@lauda/sdk/device';
import type { ProgramsService } from '@lauda/plugin-admin/server';
import { DEVICE_ERRORS, DEVICE_ROLES, type Device, type DevicePluginInfo } from '../common/index.js';
import type { DeviceStore } from './store.js';
import { templateInput, type StoryTemplateStore } from './templates.js';

const READ = [DEVICE_ROLES.adminRead];
const WRITE = [DEVICE_ROLES.adminWrite];
const tags = ['devices'];
const idParam = z.object({ id: z.coerce.number().int().positive() });
const programParam = z.object({ programId: z.coerce.number().int().positive() });
const textQuery = pageQuery.extend({ text: z.string().max(200).optional() });

interface Ctx {
  store: DeviceStore;
  templates: StoryTemplateStore;
  devices: DeviceRegistry;
  programs: ProgramsService;
}

/**
 * Story templates (credits) per device, the story editor's credit chooser and the web plugins of a
 * program's devices.
 */
export function templateRoutes(router: PluginRouter, { store, templates, devices, programs }: Ctx): void {

  /** The program (404 program.notFound) when the user's groups give it (403 device.programNoAccess). */
  const programFor = async (user: SessionUser, programId: number) => {
    const program = await programs.get(programId);
    if (!user.support && !(await programs.canAccess(user, programId))) {
      throw new ForbiddenError('Your groups do not give you this program', { programId }, DEVICE_ERRORS.programNoAccess);
    }
    return program;
  };

  router.get('/api/devices/{id}/story-templates', {
    access: READ,
    summary: 'Story templates (credits) of a device, by name; `text` searches the name',
    params: idParam,
    query: textQuery,
    tags,
  }, async ({ params, query }) => {
    await store.get(params.id);
    return templates.list(params.id, query);
  });

  router.post('/api/devices/{id}/story-templates', {
    access: WRITE,
    summary: 'Add a story template to a device: code (unique per device; 409 device.templateCodeInUse), name, fields [{ name, number?, size? }], thumbnailId (a stored image)',
    params: idParam,
    body: templateInput,
    tags,
  }, async ({ params, body, user }) => {
    await store.get(params.id);
    return created(await templates.create(params.id, body, user.nickname));
  });

  router.post('/api/devices/{id}/story-templates/import', {
    access: WRITE,
    summary: 'Reads the running device\'s templates and upserts them by code; answers { total, created, updated, unchanged }. 422 when the device is not running or cannot list templates',
    params: idParam,
    tags,
  }, async ({ params, user }) => {
    const d = await store.get(params.id);
    const i = devices.instance(d.id);
    if (!i) throw new RuleRefusedError('The device is not running (disabled, incomplete or without a driver)', DEVICE_ERRORS.notRunning);
    if (!i.listTemplates) throw new RuleRefusedError('The device does not support the operation', DEVICE_ERRORS.unsupported);
    let listed;
    try {
      listed = await i.listTemplates();
    } catch (e) {
      throw new RuleRefusedError(`The device could not list its templates: ${(e as Error).message}`, DEVICE_ERRORS.cannotListTemplates);
    }
    return templates.import(d.id, listed, user.nickname);
  });

  router.get('/api/story-templates/{id}', { access: READ, summary: 'A story template', params: idParam, tags }, ({ params }) => templates.get(params.id));

  router.put('/api/story-templates/{id}', {
    access: WRITE,
    summary: 'Update a story template (the whole record; `revision` → 412 when stale; thumbnailId left out keeps it, null removes it)',
    params: idParam,
    body: templateInput,
    versioned: 'revision',
    tags,
  }, ({ params, body, user }) => templates.update(params.id, body, user.nickname));

  router.delete('/api/story-templates/{id}', { access: WRITE, summary: 'Delete a story template', params: idParam, tags }, async ({ params, user }) => {
    await templates.remove(params.id, user.nickname);
    return noContent();
  });

  router.get('/api/programs/{programId}/credit-templates', {
    access: [DEVICE_ROLES.storyRead],
    summary: 'Credit template chooser: templates of the program\'s CG devices (its CG device first, then the CG devices serving it), by name; `text` searches the name',
    params: programParam,
    query: textQuery,
    tags,
  }, async ({ params, query, user }) => {
    const program = await programFor(user, params.programId);
    const serving = await store.forProgram(program.id);
    const cg = serving.filter((d) => d.kind === 'CG' && d.id !== program.cgDeviceId);
    const own = serving.find((d) => d.id === program.cgDeviceId);
    const ordered: Device[] = own ? [own, ...cg] : cg;
    return templates.credits(ordered, query);
  });

  router.get('/api/programs/{programId}/device-plugins', {
    access: 'authenticated',
    summary: 'The enabled devices serving a program that have a web (HTML) plugin: [{ id, name, kind, protocol, plugin, url }]',
    params: programParam,
    tags,
  }, async ({ params, user }) => {
    await programFor(user, params.programId);
    return (await store.forProgram(params.programId))
      .filter((d) => d.plugin === 'HTML' && !!d.pluginUrl)
      .map((d): DevicePluginInfo => ({ id: d.id, name: d.name, kind: d.kind, protocol: d.protocol, plugin: d.plugin, url: d.pluginUrl! }));
  });
}
