import { z, type PluginRouter } from '@lauda/sdk/server';
import {
  ADMIN_ROLES, EDITOR_FONT_LIMITS, LOCK_MINUTES_MAX, PRINT_FONT_LIMITS, READ_RATE_LIMITS, SETTINGS_SECTIONS,
  type SettingsSection,
} from '../../common/index.js';
import type { AdminContext } from '../context.js';
import { actorOf } from '../util.js';

const write = [ADMIN_ROLES.adminWrite] as const;
const version = z.number().int().min(0).optional();

/** The print font size: an even whole number of points (spec 000: 'Odd number is not allowed'). */
const printFontSize = z.number().int().min(PRINT_FONT_LIMITS.min).max(PRINT_FONT_LIMITS.max)
  .refine((n) => n % 2 === 0, 'Odd number is not allowed');

/** Each section's body: some or all of its values, and the version read (or If-Match). */
const bodies = {
  flags: z.object({
    rundownLockMinutes: z.number().int().min(0).max(LOCK_MINUTES_MAX),
    countdown: z.boolean(),
    manualControl: z.boolean(),
    accumulateByBlock: z.boolean(),
    approvedOnly: z.boolean(),
    privateStory: z.boolean(),
    privateGuideline: z.boolean(),
    privateReportage: z.boolean(),
    privateReport: z.boolean(),
    readRate: z.number().min(READ_RATE_LIMITS.min).max(READ_RATE_LIMITS.max),
  }).partial().extend({ version }).strict(),
  print: z.object({ fontSize: printFontSize }).partial().extend({ version }).strict(),
  editor: z.object({
    fontSize: z.number().int().min(EDITOR_FONT_LIMITS.min).max(EDITOR_FONT_LIMITS.max),
    upperCase: z.boolean(),
    showReadingTime: z.boolean(),
  }).partial().extend({ version }).strict(),
} satisfies Record<SettingsSection, z.ZodType>;

const summaries: Record<SettingsSection, string> = {
  flags: 'The behaviour flags (spec 001 §9): rundown lock minutes after the end, countdown, manual control, accumulate by block, approved-only, private creation of story, guideline, reportage and report, read rate',
  print: 'The print config: the default font size of prints (even; an odd one is a 400 "Odd number is not allowed")',
  editor: 'The script editor config: default font size, upper-case script text, reading time shown',
};

/** `/api/settings`: the branch's behaviour flags, print and editor configs (read by every signed-in user, changed by administrators). */
export function settingsRoutes(router: PluginRouter, { settings }: AdminContext): void {
  const tags = ['settings'];
  router.get('/api/settings', {
    access: 'authenticated',
    summary: 'Every settings section with its version: { flags, print, editor }',
    tags,
  }, async () => Object.fromEntries(await Promise.all(SETTINGS_SECTIONS.map(async (s) => [s, await settings.load(s)]))));

  for (const section of SETTINGS_SECTIONS) {
    router.get(`/api/settings/${section}`, { access: 'authenticated', summary: summaries[section], tags }, () => settings.load(section));
    router.put(`/api/settings/${section}`, {
      access: write,
      summary: `Change some or all of: ${summaries[section]}; a stale version is a 412 config.stale`,
      body: bodies[section],
      versioned: true,
      tags,
    }, ({ body, user, ip }) => {
      const { version: read, ...values } = body as { version?: number } & Record<string, unknown>;
      return settings.put(section, values, read, actorOf(user, ip));
    });
  }
}
