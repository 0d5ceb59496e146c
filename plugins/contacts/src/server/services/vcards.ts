/** vCard export (one contact, or every contact the caller sees of a group) and import (a .vcf of many cards). */
import { contentDisposition, LaudaError, Reply, type SessionUser } from '@lauda/sdk/server';
import { CONTACT_LIMITS as L, DEFAULT_COUNTRY, type Contact, type ImportReport, type ImportResult } from '../../common/index.js';
import { isProblem, parseVcards, toVcard } from '../vcard.js';
import { contactFields } from '../schemas.js';
import { insertContact, work } from './contacts.js';
import { exportRows } from './queries.js';
import type { Caller, Ctx } from '../context.js';

async function groupNames(ctx: Ctx): Promise<Map<number, string>> {
  return new Map((await ctx.db.knex('contact_groups').select('id', 'name')).map((g) => [Number(g.id), String(g.name)]));
}

const fileName = (s: string) => `${s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'contatos'}.vcf`;

function vcfReply(text: string, name: string): Reply {
  return new Reply(200, Buffer.from(text, 'utf8'), {
    'Content-Type': 'text/vcard; charset=utf-8',
    'Content-Disposition': contentDisposition(fileName(name), 'attachment'),
    'Cache-Control': 'private, no-store',
  });
}

export async function vcardOf(ctx: Ctx, c: Contact): Promise<Reply> {
  return vcfReply(toVcard(c, await groupNames(ctx)), c.name);
}

export async function exportVcards(ctx: Ctx, user: SessionUser, groupId?: number): Promise<Reply> {
  const names = await groupNames(ctx);
  const rows = await exportRows(ctx, user, groupId);
  const group = groupId ? names.get(groupId) : undefined;
  return vcfReply(rows.map((c) => toVcard(c, names)).join(''), group ? `contatos-${group}` : 'contatos');
}

/** Why a card was refused: the first issue of a 4xx (with its field), or its message. */
function refusal(err: unknown): { error: string; code: string; field?: string } | null {
  if (!(err instanceof LaudaError) || err.status >= 500) return null;
  const issue = (err.details as { issues?: { field?: string; message?: string }[] } | undefined)?.issues?.[0];
  return issue?.field ? { error: issue.message ?? err.message, code: err.code, field: issue.field } : { error: err.message, code: err.code };
}

/**
 * Imports every card it can: each card is stored on its own (a bad card does not undo the others)
 * and answered with its contact id, or with its line and the reason it was refused.
 */
export async function importVcards(ctx: Ctx, c: Caller, text: string, priv: boolean): Promise<ImportReport> {
  const cards = parseVcards(text).slice(0, L.importCards);
  const groups = new Map([...(await groupNames(ctx))].map(([id, name]) => [name.toLowerCase(), id]));
  const results: ImportResult[] = [];
  for (const [i, card] of cards.entries()) {
    const at = { card: i + 1, line: card.line };
    if (isProblem(card)) { results.push({ ...at, error: card.error, code: card.code }); continue; }
    // the same checks a form's values pass (a card is a client's input)
    const values = contactFields;
    const parsed = {
      name: values.name.safeParse(card.name), company: values.company.safeParse(card.company.slice(0, L.company)),
      profession: values.profession.safeParse(card.profession.slice(0, L.profession)), address: values.address.safeParse(card.address.slice(0, L.address)),
      info: values.info.safeParse(card.info.slice(0, L.info)),
    };
    const bad = Object.entries(parsed).find(([, r]) => !r.success);
    if (bad) { results.push({ ...at, error: bad[1].error!.issues[0]!.message, code: 'error.validation', field: bad[0] }); continue; }
    const badEmail = card.emails.findIndex((e) => !values.emails.element.safeParse(e).success);
    if (badEmail >= 0) { results.push({ ...at, error: `'${card.emails[badEmail]!.slice(0, 80)}' is not an e-mail address`, code: 'contact.invalidEmail', field: `emails.${badEmail}` }); continue; }
    try {
      const contact = await work(ctx, c, (trx, publish) => insertContact(ctx, c, trx, publish, {
        name: parsed.name.data!, company: parsed.company.data!, profession: parsed.profession.data!, address: parsed.address.data!, info: parsed.info.data!,
        country: card.country ?? DEFAULT_COUNTRY, numbers: card.numbers.slice(0, L.numbers).map((n) => ({ value: n.value.slice(0, L.number), label: n.label })),
        emails: card.emails.map((e) => e.toLowerCase()).slice(0, L.emails), private: priv,
        groupIds: card.groups.map((g) => groups.get(g.toLowerCase())).filter((g): g is number => g !== undefined),
      }));
      results.push({ ...at, id: contact.id, name: contact.name });
    } catch (err) {
      const r = refusal(err);
      if (!r) throw err;
      results.push({ ...at, ...r });
    }
  }
  const imported = results.filter((r) => 'id' in r).length;
  return { imported, refused: results.length - imported, results };
}
