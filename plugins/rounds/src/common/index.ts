/** What the rounds plugin shares with browsers: ids, roles, topics, message keys and the shapes of rounds, institutions and segments. */
export const ROUNDS_PLUGIN_ID = 'rounds';
export const ROUND_DOCUMENT = 'round';
export const ROUNDS_TOPIC = 'rounds';
export const INSTITUTIONS_TOPIC = 'institutions';
export const SEGMENTS_TOPIC = 'segments';

export const ROUND_ROLES = {
  read: 'ROLE_ROUND_READ',
  write: 'ROLE_ROUND_WRITE',
  admin: 'ROLE_ROUND_ADMIN',
} as const;

export const ROUND_ERRORS = {
  notFound: 'rounds.notFound',
  institutionNotFound: 'rounds.institutionNotFound',
  segmentNotFound: 'rounds.segmentNotFound',
  institutionNameInUse: 'rounds.institutionNameInUse',
  segmentNameInUse: 'rounds.segmentNameInUse',
  unknownInstitution: 'rounds.unknownInstitution',
  unknownSegment: 'rounds.unknownSegment',
  recordInUse: 'rounds.recordInUse',
  hasGuideline: 'rounds.hasGuideline',
  staleVersion: 'rounds.staleVersion',
} as const;

/** What a round found: not done yet, nothing to report, or news (a guideline may be made from it). */
export const ROUND_RESULTS = ['pending', 'nothing', 'news'] as const;
export type RoundResult = (typeof ROUND_RESULTS)[number];

/** A beat area (segurança, saúde, política); its name is unique. */
export interface Segment {
  id: number;
  name: string;
  version: number;
}

/** A place the newsroom calls or visits on its rounds (police, fire brigade, hospital); its name is unique. */
export interface Institution {
  id: number;
  name: string;
  segmentId: number | null;
  segmentName: string | null;
  phone: string;
  contact: string;
  notes: string;
  version: number;
}

/**
 * A round (spec 001 §3: id, time, institution, segment): at `time` (HH:mm:ss) of `date` someone
 * (`who`) checked an institution of a segment and noted what they found.
 */
export interface Round {
  id: number;
  date: string;
  time: string;
  institutionId: number;
  institutionName: string;
  segmentId: number | null;
  segmentName: string | null;
  who: string;
  notes: string;
  result: RoundResult;
  /** the guideline made from this round, if any */
  guidelineId: number | null;
  authorNickname: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}
