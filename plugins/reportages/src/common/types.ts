/** What the API answers and the `news_reports` topic carries. Durations ISO 8601, dates YYYY-MM-DD. */
import type { RichText } from '@lauda/sdk';
import type { ReportageSectionType, ReportageState } from './ids.js';

export interface ReportageSection {
  uuid: string;
  /** 0-based, consecutive */
  index: number;
  type: ReportageSectionType;
  content: RichText;
  observation: string | null;
  /** ISO duration; automatic sections carry the reading time of their content */
  duration: string;
  manual: boolean;
  approved: boolean;
}

export interface CgField {
  uuid: string;
  name: string;
  number?: number | null;
  size?: number | null;
  value: string;
}

/** A CG of an Intelligent Interface device: a template of the program's CG device, with its field values. */
export interface CiiData {
  templateCode: string;
  templateName: string | null;
  comment: string | null;
  fields: CgField[];
}

/** A CG of a MOS device, as its plug-in gave it. */
export interface MosData {
  slug: string | null;
  objId: string;
  mosId: string | null;
  mosPluginId?: string | null;
  mosAbstract?: string | null;
  type?: string | null;
  channel?: string | null;
  edStart?: number | null;
  edDur?: number | null;
  userTimingDur?: number | null;
  trigger?: string | null;
  macroIn?: string | null;
  macroOut?: string | null;
  paths?: string[];
  proxyPaths?: string[];
}

export interface CgItem {
  uuid: string;
  index: number;
  deviceId: number;
  ciiData: CiiData | null;
  mosData: MosData | null;
}

export interface Reportage {
  id: number;
  uuid: string;
  slug: string;
  date: string;
  state: ReportageState;
  reporterId: number;
  editorId: number | null;
  programsIds: number[];
  editorialsIds: number[];
  vehiclesIds: number[];
  classificationId: number | null;
  branchId: number | null;
  cameraman: string | null;
  lead: string | null;
  teaser: string | null;
  headingSuggestion: string | null;
  noteSuggestion: string | null;
  information: string | null;
  /** approved */
  ok: boolean;
  tv: boolean;
  radio: boolean;
  sections: ReportageSection[];
  cgs: CgItem[];
  /** the sum of the sections' durations */
  total: string;
  /** the guideline it is associated with (`/api/assignments`), or null */
  assignmentId: number | null;
  ownerId: number | null;
  allowedUsers: number[];
  authorNickname: string | null;
  changeDate: string;
  version: number;
}

/** A row of the list and the board: the reportage without its script. */
export type ReportageSummary = Omit<Reportage, 'sections' | 'cgs'> & { sectionsCount: number; cgsCount: number };
