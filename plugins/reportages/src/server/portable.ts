/**
 * A reportage copied to another branch (spec 001 §7 "branches"): its day, slug, texts, tv/radio and
 * sections travel; the reporter and editor go as nicknames (an unknown reporter becomes the user the
 * branch credential acts as, since a reportage needs one; an unknown editor is left empty). Programs,
 * lookups and CGs (device templates) are the receiver's own: the program chosen in the copy dialog.
 */
import { caller, parsePortable, portablePeople, z, type PortableDocument } from '@lauda/sdk/server';
import { REPORTAGE_DOCUMENT } from '../common/ids.js';
import { reportageOut } from './codec.js';
import { reportageCreate } from './schemas.js';
import { createReportage } from './services/reportages.js';
import { reportageRow } from './services/store.js';
import type { Ctx } from './context.js';

const people = z.object({ reporter: z.string().max(200).nullable().default(null), editor: z.string().max(200).nullable().default(null) });

export function reportagePortable(ctx: Ctx): PortableDocument {
  const nick = portablePeople(ctx.users);
  return {
    async export(_user, id) {
      const r = reportageOut(await reportageRow(ctx.db.knex, Number(id)));
      const [reporter] = await nick.nicknames([r.reporterId]);
      const [editor] = r.editorId ? await nick.nicknames([r.editorId]) : [];
      return {
        type: REPORTAGE_DOCUMENT, title: r.slug, slug: r.slug, date: r.date, reporter: reporter ?? null, editor: editor ?? null,
        cameraman: r.cameraman, lead: r.lead, teaser: r.teaser, headingSuggestion: r.headingSuggestion, noteSuggestion: r.noteSuggestion,
        information: r.information, tv: r.tv, radio: r.radio,
        sections: r.sections.map(({ type, content, observation, duration, manual }) => ({ type, content, observation, duration, manual })),
      };
    },
    async import(user, data, options) {
      const who = parsePortable(people, data);
      const [reporterId] = who.reporter ? await nick.ids([who.reporter]) : [];
      const [editorId] = who.editor ? await nick.ids([who.editor]) : [];
      const input = parsePortable(reportageCreate.omit({ private: true }), {
        slug: data.slug, date: options.date ?? data.date, reporterId: reporterId ?? user.id, editorId: editorId ?? null,
        cameraman: data.cameraman, lead: data.lead, teaser: data.teaser, headingSuggestion: data.headingSuggestion,
        noteSuggestion: data.noteSuggestion, information: data.information, tv: data.tv, radio: data.radio, sections: data.sections,
        programsIds: options.programId ? [options.programId] : [],
      });
      const row = await createReportage(ctx, caller(user, options.ip), input);
      return { id: Number(row.id), link: `/main/reportages?id=${Number(row.id)}` };
    },
  };
}
