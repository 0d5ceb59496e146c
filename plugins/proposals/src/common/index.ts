/** What the proposals plugin shares with browsers: ids, roles, the topic, message keys and a news suggestion's shape. */
export const PROPOSALS_PLUGIN_ID = 'proposals';
export const PROPOSAL_DOCUMENT = 'proposal';
export const PROPOSALS_TOPIC = 'proposals';

export const PROPOSAL_ROLES = {
  read: 'ROLE_ASSIGNMENT_PROPOSAL_READ',
  write: 'ROLE_ASSIGNMENT_PROPOSAL_WRITE',
} as const;

export const PROPOSAL_ERRORS = {
  notFound: 'proposals.notFound',
  accepted: 'proposals.accepted',
  datesOrder: 'proposals.datesOrder',
  staleVersion: 'proposals.staleVersion',
} as const;

/**
 * A news suggestion (spec 001 "news suggestions", the assignment proposals): a story idea with who
 * suggested it and where it came from. Accepted into a guideline (`guidelineId`), it is in use and
 * can no longer be removed.
 */
export interface Proposal {
  id: number;
  title: string;
  text: string;
  suggestedBy: string;
  source: string;
  /** the day it is about, YYYY-MM-DD */
  date: string;
  guidelineId: number | null;
  acceptedAt: string | null;
  acceptedBy: string | null;
  authorNickname: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}
