/** The story form's live timing (the plugin's timing engine over the form's texts) and its clock format. Pure. */
import { formatDuration, parseDuration } from '@lauda/sdk/web';
import { DEFAULT_READ_RATE, readingTime, sectionTime, storyTimes, type SectionTiming, type StoryTimes } from '../../common/timing.js';
import type { Section } from '../../common/types.js';
import type { FormSection, StoryDraft } from './model.js';
import { plainText } from './richtext.js';

const ms = (iso: string | null | undefined) => (iso ? Math.max(0, parseDuration(iso) ?? 0) : 0);

/** The timing engine's view of a section (the server's rule: entries and TEXT/CAMERA_TEXT are read, MOS_VIDEO lasts its media). */
export function sectionTiming(s: Pick<Section, 'type' | 'duration' | 'entries' | 'subSections'>): SectionTiming {
  return {
    type: s.type,
    duration: ms(s.duration),
    texts: [
      ...(s.entries ?? []).map((e) => plainText(e.text)),
      ...(s.subSections ?? []).filter((x) => x.type === 'TEXT' || x.type === 'CAMERA_TEXT').map((x) => plainText(x.text)),
    ],
    media: (s.subSections ?? []).filter((x) => x.type === 'MOS_VIDEO').map((x) => ms(x.media?.duration) || ms(x.duration)),
  };
}

/** A section's time (hand-typed duration, else media, else reading) and its reading time alone. */
export function sectionTimes(s: FormSection | Section, readRate = DEFAULT_READ_RATE): { time: number; reading: number; manual: boolean } {
  const t = sectionTiming(s);
  return {
    time: sectionTime(t, readRate),
    reading: t.texts.reduce((a, x) => a + readingTime(x, readRate), 0),
    manual: t.duration > 0,
  };
}

/** The story's head, link, vo, vt and total as the form stands (the same engine the server uses on save). */
export function draftTimes(d: Pick<StoryDraft, 'manualVt' | 'vt' | 'sections'>, readRate = DEFAULT_READ_RATE): StoryTimes {
  return storyTimes({ manualVt: d.manualVt, vt: ms(d.vt), sections: d.sections.map(sectionTiming) }, readRate);
}

/** `mm:ss` (or `h:mm:ss` past an hour) of a duration in ms; negative durations keep their sign. */
export function formatClock(msValue: number): string {
  const sign = msValue < 0 ? '-' : '';
  const total = Math.round(Math.abs(msValue) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h ? `${sign}${h}:${mm}:${ss}` : `${sign}${mm}:${ss}`;
}
export const isoClock = (iso: string | null | undefined): string => formatClock(ms(iso));

/**
 * Spec 000 §5 duration input (mm:ss): keeps digits and colons only, inserts the colon itself, limits
 * the length. Answers what the input shows.
 */
export function maskDuration(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, digits.length - 2)}:${digits.slice(-2)}`;
}
/** The ISO duration of a complete `mm:ss` (seconds below 60); null while incomplete or invalid. */
export function parseClock(text: string): string | null {
  const m = /^(\d{1,2}):([0-5]\d)$/.exec(text.trim());
  if (!m) return null;
  return formatDuration((Number(m[1]) * 60 + Number(m[2])) * 1000);
}

