/**
 * A guideline copied to another branch (spec 001 §7 "branches"): its day, slug, texts, cameraman,
 * guides and tasks travel; people go as nicknames (mapped to the receiver's users, unknown ones
 * left out); programs, team, lookups and contacts are the receiver's own (the program chosen in the
 * copy dialog). The copy is public and starts in the first state.
 */
import { parsePortable, portablePeople, z, type PortableDocument } from '@lauda/sdk/server';
import { GUIDELINE_DOCUMENT } from '../common/index.js';
import { guidelineOut } from './codec.js';
import { guidelineCreate } from './schemas.js';
import { createGuideline, guidelineRow } from './services/guidelines.js';
import { caller, type Ctx } from './services/context.js';

const names = z.array(z.string().max(200)).max(500).default([]);
const people = z.object({ editors: names, producers: names, reporters: names });

export function guidelinePortable(ctx: Ctx): PortableDocument {
  const nick = portablePeople(ctx.users);
  return {
    async export(_user, id) {
      const g = guidelineOut(await guidelineRow(ctx.db.knex, Number(id)));
      return {
        type: GUIDELINE_DOCUMENT, title: g.slug, date: g.date, slug: g.slug, cameraman: g.cameraman,
        proposal: g.proposal, referral: g.referral, information: g.information,
        editors: await nick.nicknames(g.editorsIds), producers: await nick.nicknames(g.producersIds), reporters: await nick.nicknames(g.reportersIds),
        guides: g.guides.map(({ scheduleDate, scheduleTime, interviewee, address, observation }) => ({ scheduleDate, scheduleTime, interviewee, address, observation })),
        tasks: g.production.tasks.map(({ label, done, date, time, information }) => ({ label, done, date, time, information })),
      };
    },
    async import(user, data, options) {
      const who = parsePortable(people, data);
      const values = parsePortable(guidelineCreate.omit({ lock: true, private: true }), {
        date: options.date ?? data.date, slug: data.slug, cameraman: data.cameraman,
        proposal: data.proposal, referral: data.referral, information: data.information, guides: data.guides, tasks: data.tasks,
        editorsIds: await nick.ids(who.editors), producersIds: await nick.ids(who.producers), reportersIds: await nick.ids(who.reporters),
        programsIds: options.programId ? [options.programId] : [],
      });
      const g = await createGuideline(ctx, caller(user, options.ip), values);
      return { id: g.id, link: `/main/guidelines?id=${g.id}` };
    },
  };
}
