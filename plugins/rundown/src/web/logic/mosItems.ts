/** A MOS item (from a plug-in or a drop) as a story's MOS_VIDEO or MOS_CG sub-section, and MOS durations. Pure. */
import { formatDuration } from '@lauda/sdk/web';
import { RUNDOWN_LIMITS, type SubSectionType } from '../../common/ids.js';
import type { Media, SubSection } from '../../common/types.js';
import type { MosItem } from '@lauda/sdk/web';

/** Samples at a time base → ISO 8601 duration; null when either is missing or the base is not positive. */
export function mosDurationIso(samples: number | undefined, timeBase: number | undefined): string | null {
  if (samples === undefined || timeBase === undefined || !(timeBase > 0) || !(samples >= 0)) return null;
  const ms = Math.round((samples * 1000) / timeBase);
  return Number.isFinite(ms) ? formatDuration(ms) : null;
}

const VIDEO_TYPES = new Set(['VIDEO', 'AUDIO']);
const CG_TYPES = new Set(['GRAPHIC', 'GRAPHICS', 'CG', 'TEMPLATE']);

/** MOS_VIDEO for video and audio, MOS_CG for graphics; otherwise by the device: a CG's items are CGs. */
export function subSectionTypeFor(item: Pick<MosItem, 'objType'>, deviceKind: string | null | undefined): Extract<SubSectionType, 'MOS_VIDEO' | 'MOS_CG'> {
  const type = item.objType?.toUpperCase();
  if (type && VIDEO_TYPES.has(type)) return 'MOS_VIDEO';
  if (type && CG_TYPES.has(type)) return 'MOS_CG';
  return deviceKind?.toUpperCase() === 'CG' ? 'MOS_CG' : 'MOS_VIDEO';
}

// the API's limits (server/schemas.ts): longer values are cut rather than refused at save
const clip = (s: string | undefined, max: number) => (s === undefined ? null : s.slice(0, max));
const list = (l: string[]) => l.slice(0, 50).map((p) => p.slice(0, 1000));

export type ItemMapping = { sub: SubSection } | { problem: 'mediaNotFound' };

/**
 * The sub-section a MOS item becomes in the open story, with its media fields. An item that names no
 * object (`objID`) points at nothing in the asset manager: "media not found" (spec 001 §8).
 * The sub-section's own duration is what the show is timed by (MOS: userTimingDur, else the editorial
 * duration, else the object's); the media keeps the object's.
 */
export function itemToSubSection(item: MosItem, deviceKind: string | null | undefined): ItemMapping {
  if (!item.objId) return { problem: 'mediaNotFound' };
  const type = subSectionTypeFor(item, deviceKind);
  const tb = item.objTB;
  const media: Media = {
    slug: clip(item.objSlug ?? item.slug, 200),
    objectId: clip(item.objId, 200),
    mosId: clip(item.mosId, 128),
    duration: mosDurationIso(item.objDur, tb),
    timeBase: tb ?? null,
    abstractText: clip(item.abstract, 2000),
    type: clip(item.objType, 40),
    paths: list(item.paths),
    proxyPaths: list(item.proxyPaths),
    metadataPath: clip(item.metadataPath, 1000),
    ...(item.metadata.length ? { mosExternalMetadata: item.metadata } : {}),
  };
  const timed = item.userTimingDur ?? item.edDur ?? item.objDur;
  return {
    sub: {
      type,
      slug: clip(item.slug ?? item.objSlug, RUNDOWN_LIMITS.slug),
      duration: mosDurationIso(timed, tb),
      media,
      channel: clip(item.channel, 40),
      edStart: item.edStart ?? null,
      edDur: item.edDur ?? null,
      userTimingDur: item.userTimingDur ?? null,
      macroIn: clip(item.macroIn, 200),
      macroOut: clip(item.macroOut, 200),
    },
  };
}
