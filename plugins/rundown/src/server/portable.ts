/**
 * Stories and rundowns copied to another branch (spec 001 §7 "branches"). A story travels with its
 * script and fields; people (editor, image editor, reporter, presenters) go as nicknames, mapped to
 * the receiver's users (unknown ones left empty); its type, owner and allowed users stay here. A
 * copied story lands in the drawer of the program chosen (none: the general drawer); a rundown is
 * created for the program and date chosen (409 rundown.alreadyExists when that day has one) with
 * its blocks and the stories the caller sees in full (a private story of someone else is left out).
 */
import { parsePortable, portablePeople, z, type DocumentType, type PortableData, type PortableDocument, type PortablePeople, type Users } from '@lauda/sdk/server';
import { RUNDOWN_DOCUMENTS as D } from '../common/ids.js';
import type { Section, Story } from '../common/types.js';
import { storyOut } from './codec.js';
import { storyInput, type StoryInput } from './schemas.js';
import type { Ctx } from './services/context.js';
import { storyIntake } from './services/intake.js';
import { storyRow } from './services/stories.js';
import { rundownPortable } from './portable-rundown.js';

const name = z.string().max(200).nullable().optional();
const presenters = z.object({
  sections: z.array(z.object({
    entries: z.array(z.object({ presenter: name }).passthrough()).max(500).optional(),
    subSections: z.array(z.object({ presenter: name }).passthrough()).max(500).optional(),
  }).passthrough()).max(20).optional(),
}).passthrough();
const people = z.object({ editor: name, imageEditor: name, reporter: name });

/** A story's fields and script as portable JSON (people by nickname). */
export async function exportStory(nick: PortablePeople, s: Story): Promise<PortableData> {
  const ids = [s.editorId, s.imageEditorId, s.reporterId, ...(s.sections ?? []).flatMap((x) => [...x.entries, ...x.subSections].map((e) => e.presenterId))];
  const names = await nick.nicknameMap([...new Set(ids.filter((i): i is number => typeof i === 'number'))]);
  const who = (id: number | null | undefined) => (id ? names.get(id) ?? null : null);
  const sections = (s.sections ?? []).map((x: Section) => ({
    ...x,
    entries: x.entries.map(({ presenterId, ...e }) => ({ ...e, presenter: who(presenterId) })),
    subSections: x.subSections.map(({ presenterId, ...e }) => ({ ...e, presenter: who(presenterId) })),
  }));
  return {
    type: D.story, title: s.slug ?? '', slug: s.slug, page: s.page, radio: s.radio, legacy: s.legacy, manualVt: s.manualVt,
    mediaCode: s.mediaCode, estimated: s.estimated, vt: s.vt, stopTime: s.stopTime, information: s.information,
    editor: who(s.editorId), imageEditor: who(s.imageEditorId), reporter: who(s.reporterId), sections,
  };
}

/**
 * Portable JSON back to a story's fields for this installation, as a client would send them (`input`)
 * and validated (`fields`): 400 naming `data.<at>.<field>` (`at`: a rundown's story's place).
 */
export async function importStory(nick: PortablePeople, data: unknown, at: readonly (string | number)[] = []): Promise<{ input: Record<string, unknown>; fields: StoryInput }> {
  const src = parsePortable(presenters, data, at);
  const who = parsePortable(people, data, at);
  const one = async (n: string | null | undefined) => (n ? (await nick.ids([n]))[0] ?? null : null);
  const sections = await Promise.all((src.sections ?? []).map(async ({ entries, subSections, ...x }) => ({
    ...x,
    entries: await Promise.all((entries ?? []).map(async ({ presenter, ...e }) => ({ ...e, presenterId: await one(presenter) }))),
    subSections: await Promise.all((subSections ?? []).map(async ({ presenter, ...e }) => ({ ...e, presenterId: await one(presenter) }))),
  })));
  const input = {
    slug: src.slug, page: src.page, radio: src.radio, legacy: src.legacy, manualVt: src.manualVt, mediaCode: src.mediaCode,
    estimated: src.estimated, vt: src.vt, stopTime: src.stopTime, information: src.information, sections,
    editorId: await one(who.editor), imageEditorId: await one(who.imageEditor), reporterId: await one(who.reporter),
  };
  return { input, fields: parsePortable(storyInput, input, at) };
}

function storyPortable(ctx: Ctx, nick: PortablePeople): PortableDocument {
  return {
    async export(user, id) {
      return exportStory(nick, storyOut(await storyRow(ctx.db.knex, Number(id)), 0, user.id));
    },
    async import(user, data, options) {
      const { input } = await importStory(nick, data);
      const story = await storyIntake(ctx).create(user, options.ip, { drawerProgramId: options.programId ?? null }, input);
      return { id: story.id, link: `/main/stories?id=${story.id}` };
    },
  };
}

/** The rundown plugin's document types with their portable forms (story and rundown). */
export function withPortables(types: DocumentType[], ctx: Ctx, users: Users): DocumentType[] {
  const nick = portablePeople(users);
  const portable: Record<string, PortableDocument> = { [D.story]: storyPortable(ctx, nick), [D.rundown]: rundownPortable(ctx, nick) };
  return types.map((t) => (portable[t.type] ? { ...t, portable: portable[t.type] } : t));
}
