/**
 * The Intelligent Interface driver: Chyron character generators (Lyric, and systems that speak
 * its II protocol) over TCP. Lists the device's templates, fills a template's fields from a story's
 * CG items (W), takes them to air (V\5\3), clears (Y key strokes), runs macros (E).
 *
 * The device record's `host` and `lowerPort` are the II host and port (23 by default); its
 * `charsetOutput` and `charsetInput` the 8-bit or UTF-8 charset of the text. See README.md.
 * Its parts (options, instance, connection test) are re-exported here, where importers find them.
 */
import { defineDeviceDriver } from '@lauda/sdk/device';
import { testIiConnection } from './connection-test.js';
import { createIiInstance } from './instance.js';
import { iiOptionsSchema, type IiDeviceOptions } from './options.js';

export { II_DEFAULTS, iiOptionsSchema, type IiDeviceOptions } from './options.js';
export { createIiInstance, type IiDeviceInstance } from './instance.js';
export { testIiConnection } from './connection-test.js';

export const II_DRIVER_ID = 'ii';

export default defineDeviceDriver<IiDeviceOptions>({
  id: II_DRIVER_ID,
  sdk: '^0.1.0',
  title: 'Chyron Intelligent Interface (TCP)',
  kind: 'CG',
  protocol: 'II',
  options: iiOptionsSchema,
  capabilities: ['templates', 'credits', 'trafficLog'],
  actions: [
    { name: 'listTemplates', description: 'the device\'s templates with their fields (number, name, size)' },
    { name: 'readTemplate', description: 'one template\'s fields, asked of the device', payload: { type: 'object', properties: { templateCode: { type: 'string' } }, required: ['templateCode'] } },
    { name: 'sendCredits', description: 'fills templates from CG items and takes them in order (or prepares them)', payload: { type: 'object', properties: { credits: { type: 'array', items: { type: 'object' } } }, required: ['credits'] } },
    { name: 'take', description: 'reads a message page to air (V\\5\\3 … 1), or the next prepared credit', payload: { type: 'object', properties: { page: { type: 'integer' } } } },
    { name: 'cue', description: 'reads a message page into the frame buffer without showing it (Read Next)', payload: { type: 'object', properties: { page: { type: 'integer' } } } },
    { name: 'clear', description: 'clears the output (the clear keys, Y)' },
    { name: 'macro', description: 'runs a Lyric macro (E): VBScript lines separated by ~', payload: { type: 'object', properties: { script: { type: 'string' } }, required: ['script'] } },
  ],
  create: (ctx, options) => createIiInstance(ctx, options),
  testConnection: (options) => testIiConnection(options),
});
