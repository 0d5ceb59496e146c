/**
 * The on-air plugin's ids, message keys and answers (importable by the web halves): a rundown
 * followed by its program's devices over MOS, MOS actions, item statuses back, credits to the CG
 * device, and teleprompter content.
 */
export type { AffectedDevice, RundownDevice, RundownMos } from '@lauda/plugin-rundown/common';
export { roIdOf, rundownIdOf } from '@lauda/plugin-rundown/common';

export const ONAIR_PLUGIN_ID = 'onair';

/** Message keys of this plugin's errors and answers (texts in i18n/<locale>.json). */
export const ONAIR_KEYS = {
  /** spec 001 §8 "credits not sent" */
  creditsNotSent: 'onair.creditsNotSent',
  /** spec 001 §8 "credits empty" (a warning: the rundown has no CG item) */
  creditsEmpty: 'onair.creditsEmpty',
  noCgDevice: 'onair.noCgDevice',
  noDevice: 'onair.noDevice',
  deviceNotRunning: 'onair.deviceNotRunning',
  unsupported: 'onair.unsupported',
  /** spec 001 §8 "MOS device communication failed" */
  communicationFailed: 'onair.communicationFailed',
  storyNotInRundown: 'onair.storyNotInRundown',
} as const;

/** Notify actions of the spec (001 §4: create, ready, replace). */
export const NOTIFY_ACTIONS = ['create', 'ready', 'replace'] as const;
export type NotifyAction = (typeof NOTIFY_ACTIONS)[number];

export interface CreditsResult {
  /** CG items sent; 0 means the rundown had none (the UI warns "credits empty") */
  sent: number;
  device: { id: number; name: string } | null;
}
