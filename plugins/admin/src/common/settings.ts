/**
 * The branch's stored settings (spec 001 §9 "Configuration flags", §7 print and editor configs),
 * kept by the admin plugin (`/api/settings/{section}`) and read by the plugin that owns each one
 * through `adminServices.settings` (server) or `GET /api/settings` (web). Browser-safe.
 */

/** Print font sizes: even whole points only (spec: 'Odd number is not allowed'). */
export const PRINT_FONT_LIMITS = { min: 6, max: 24 } as const;
/** Script editor font sizes (points). */
export const EDITOR_FONT_LIMITS = { min: 10, max: 40 } as const;
/** Seconds per counted character of the reading estimate. */
export const READ_RATE_LIMITS = { min: 0.01, max: 1 } as const;
/** Minutes after the show ends that a rundown stays editable (0: never closed). */
export const LOCK_MINUTES_MAX = 10_080;

/** Behaviour flags: who reads each is in README "Settings". */
export interface BehaviourFlags {
  /** rundown: minutes after the show's end after which the rundown no longer changes; 0 never */
  rundownLockMinutes: number;
  /** rundown: the time column counts down (time left) by default */
  countdown: boolean;
  /** rundown: display status (on air, displayed) may be set by hand from the grid */
  manualControl: boolean;
  /** rundown: the time column accumulates block by block by default */
  accumulateByBlock: boolean;
  /** rundown: the times count approved stories only by default */
  approvedOnly: boolean;
  /** rundown: a story may be created private */
  privateStory: boolean;
  /** guidelines: a guideline may be created private */
  privateGuideline: boolean;
  /** reportages: a reportage may be made private */
  privateReportage: boolean;
  /** reports: a report may be created private */
  privateReport: boolean;
  /** rundown and reportages: reading estimate, seconds per counted character */
  readRate: number;
}

/** Prints: the default font size (even). */
export interface PrintSettings {
  fontSize: number;
}

/** The script editor's defaults. */
export interface EditorSettings {
  fontSize: number;
  /** script text shown and typed in capitals */
  upperCase: boolean;
  /** the reading estimate shown beside each section */
  showReadingTime: boolean;
}

export interface SettingsSections {
  flags: BehaviourFlags;
  print: PrintSettings;
  editor: EditorSettings;
}
export type SettingsSection = keyof SettingsSections;
export const SETTINGS_SECTIONS = ['flags', 'print', 'editor'] as const satisfies readonly SettingsSection[];

/** One section as the API answers it: its values and the version to send back. */
export interface StoredSettings<S extends SettingsSection = SettingsSection> {
  section: S;
  values: SettingsSections[S];
  version: number;
}

/** What a branch that never saved a section reads (the behaviour before the settings existed). */
export const DEFAULT_SETTINGS: SettingsSections = {
  flags: {
    rundownLockMinutes: 0,
    countdown: false,
    manualControl: true,
    accumulateByBlock: false,
    approvedOnly: false,
    privateStory: true,
    privateGuideline: false,
    privateReportage: true,
    privateReport: false,
    readRate: 0.075,
  },
  print: { fontSize: 10 },
  editor: { fontSize: 15, upperCase: false, showReadingTime: true },
};

/** The settings live topic's body: `{ section, values, version }`. */
export const SETTINGS_TOPIC = 'settings';
