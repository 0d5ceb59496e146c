/**
 * From reportage to the show (issue 14 item 3): the reportage becomes a story of a rundown block or
 * of a drawer, through the rundown plugin's own create path (`rundownServices.stories`). The
 * heading suggestion becomes the head the presenter reads, the sections the VT's script (one TEXT
 * sub-section each, its type as a [comment] that is not read), the CGs the VT's CG items, the
 * footnote suggestion the footer; the VT lasts the reportage's total. The story keeps the reportage's id.
 */
import type { RichText } from '@lauda/sdk/server';
import type { StoryIntakeTarget } from '@lauda/plugin-rundown/server';
import type { CgItem, Reportage, ReportageSection } from '../../common/types.js';
import { reportageOut } from '../codec.js';
import type { Caller, Ctx } from '../context.js';
import { reportageRow } from './store.js';

const paragraphs = (text: string | null): RichText =>
  (text ?? '').split('\n').filter((l) => l.trim()).map((l) => ({ type: 'paragraph', children: [{ text: l }] }));

function sectionText(s: ReportageSection): RichText {
  const label: RichText = [{ type: 'paragraph', children: [{ text: s.type, comment: true }] }];
  return [...label, ...s.content, ...paragraphs(s.observation)];
}

function cgSubSection(cg: CgItem): Record<string, unknown> {
  if (cg.ciiData) {
    const d = cg.ciiData;
    return { type: 'CG', code: d.templateCode, templateName: d.templateName, cgFields: d.fields.map((f) => ({ uuid: f.uuid, name: f.name, value: f.value })) };
  }
  const m = cg.mosData!;
  return {
    type: 'MOS_CG', slug: m.slug, channel: m.channel ?? null, edStart: m.edStart ?? null, edDur: m.edDur ?? null, userTimingDur: m.userTimingDur ?? null,
    macroIn: m.macroIn ?? null, macroOut: m.macroOut ?? null,
    media: { slug: m.slug, objectId: m.objId, mosId: m.mosId, abstractText: m.mosAbstract ?? null, type: m.type ?? null, paths: m.paths ?? [], proxyPaths: m.proxyPaths ?? [] },
  };
}

/** The story fields (the API's shape) a reportage becomes. */
export function storyOfReportage(r: Reportage): Record<string, unknown> {
  const sections: Record<string, unknown>[] = [];
  const head = paragraphs(r.headingSuggestion ?? r.teaser);
  if (head.length) sections.push({ type: 'HEADER', entries: [{ text: head }] });
  sections.push({
    type: 'VT',
    duration: r.total,
    subSections: [...r.sections.map((s) => ({ type: 'TEXT', text: sectionText(s) })), ...r.cgs.map(cgSubSection)],
  });
  const foot = paragraphs(r.noteSuggestion);
  if (foot.length) sections.push({ type: 'FOOTER', entries: [{ text: foot }] });
  return {
    slug: r.slug,
    reporterId: r.reporterId,
    editorId: r.editorId,
    information: r.information,
    radio: r.radio,
    sections,
  };
}

export async function sendToShow(ctx: Ctx, c: Caller, id: number, target: StoryIntakeTarget) {
  const r = reportageOut(await reportageRow(ctx.db.knex, id));
  return ctx.stories.create(c.user, c.ip, target, storyOfReportage(r), id);
}
