/**
 * A news suggestion copied to another branch (spec 001 §7 "branches"): its title, text, who
 * suggested it, its source and day travel; the acceptance and the guideline made from it stay here.
 */
import { parsePortable, type PortableDocument } from '@lauda/sdk/server';
import { PROPOSAL_DOCUMENT } from '../common/index.js';
import { proposalInput } from './schemas.js';
import { createProposal, getProposal } from './service.js';
import type { Ctx } from './deps.js';

export function proposalPortable(ctx: Ctx): PortableDocument {
  return {
    async export(_user, id) {
      const p = await getProposal(ctx, Number(id));
      return { type: PROPOSAL_DOCUMENT, title: p.title, text: p.text, suggestedBy: p.suggestedBy, source: p.source, date: p.date };
    },
    async import(user, data, options) {
      const input = parsePortable(proposalInput, { ...data, date: options.date ?? data.date });
      const p = await createProposal(ctx, user, input);
      return { id: p.id, link: `/main/proposals?id=${p.id}` };
    },
  };
}
