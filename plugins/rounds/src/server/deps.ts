/** The services the rounds plugin names in its `deps`, and what every part of it reaches. */
import { coreServices, type ResolvedDeps } from '@lauda/sdk/server';
import { guidelinesServices } from '@lauda/plugin-guidelines/server';

export const deps = {
  db: coreServices.db,
  live: coreServices.live,
  logger: coreServices.logger,
  clock: coreServices.clock,
  pdf: coreServices.pdf,
  guidelines: guidelinesServices.records,
};

export type Ctx = ResolvedDeps<typeof deps> & { now(): number };

/** Publishes after the change; a live failure never undoes it. */
export async function publish(ctx: Ctx, topic: string, op: 'CREATE' | 'UPDATE' | 'DELETE', id: number, data: unknown, by: string, document?: string): Promise<void> {
  try {
    await ctx.live.publish(topic, op, id, data, { by, ...(document ? { document: { type: document, id } } : {}) });
  } catch (err) {
    ctx.logger.warn('live publish failed', { topic, error: String(err) });
  }
}
