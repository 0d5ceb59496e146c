/** Reportage actions: states, approval, copy, guideline association, send to the show. */
import { created, noContent, type PluginRouter } from '@lauda/sdk/server';
import { REPORTAGE_ROLES as R } from '../../common/ids.js';
import type { Ctx } from '../context.js';
import { approveInput, associateInput, copyInput, idParam, sendInput, stateInput } from '../schemas.js';
import { getAssociation, setAssociation } from '../services/association.js';
import { approve, changeState, copyReportages } from '../services/bulk.js';
import { sendToShow } from '../services/send.js';
import { rules } from './reportages.js';

export function actionRoutes(router: PluginRouter, ctx: Ctx): void {
  router.post('/api/news_reports/state', {
    access: [R.write],
    summary: 'Set the state (PRODUCING, COVERING, COMPLETED, INTERRUPTED, EDITING) of reportages (ids)',
    body: stateInput,
    documents: rules.writesIds,
  }, ({ body, user, ip }) => changeState(ctx, { user, ip }, body.ids, body.state));

  router.post('/api/news_reports/{id}/approve', {
    access: [R.write, R.approver],
    summary: 'Approve or disapprove a reportage (approver role): { approve } → { field: "ok", oldValue, newValue }',
    params: idParam,
    body: approveInput,
    documents: rules.writesParam,
  }, ({ params, body, user, ip }) => approve(ctx, { user, ip }, params.id, body.approve));

  router.post('/api/news_reports/copy', {
    access: [R.write],
    summary: 'Copy reportages (ids) to programs and a date: new reportages, not approved, producing, without guideline',
    body: copyInput,
    documents: rules.readsIds,
  }, ({ body, user, ip }) => copyReportages(ctx, { user, ip }, body.ids, body.programsIds, body.date));

  router.get('/api/news_reports/{id}/assignment', {
    access: [R.read],
    summary: 'The guideline a reportage is associated with: { reportageId, assignmentId } (null when none, or not visible to the caller)',
    params: idParam,
    documents: rules.readsParam,
  }, ({ params, user, ip }) => getAssociation(ctx, { user, ip }, params.id));

  router.put('/api/news_reports/{id}/assignment', {
    access: [R.write],
    summary: 'Associate a reportage with a guideline (or reassociate): 404 document.notFound for a guideline the caller may not see',
    params: idParam,
    body: associateInput,
    documents: rules.writesParam,
  }, ({ params, body, user, ip }) => setAssociation(ctx, { user, ip }, params.id, body.guidelineId));

  router.delete('/api/news_reports/{id}/assignment', {
    access: [R.write],
    summary: 'Remove a reportage\'s guideline association',
    params: idParam,
    documents: rules.writesParam,
  }, async ({ params, user, ip }) => {
    await setAssociation(ctx, { user, ip }, params.id, null);
    return noContent();
  });

  router.post('/api/news_reports/{id}/send', {
    access: [R.read, 'ROLE_RUNDOWN_WRITE', 'ROLE_STORY_WRITE'],
    summary: 'Send a reportage to the show: a story of a rundown (blockId, or the last block before Stand By) or of a drawer ({ drawer: { programId } }); answers the story',
    description: 'The sections become the VT\'s script, the CGs its CG items, the heading and footnote suggestions the head and footer; the story keeps `reportageId`. The rundown\'s rules apply (program groups, block of the rundown: 400 naming the field).',
    params: idParam,
    body: sendInput,
    documents: rules.readsParam,
  }, async ({ params, body, user, ip }) => {
    const target = body.drawer ? { drawerProgramId: body.drawer.programId } : { rundownId: body.rundownId!, blockId: body.blockId };
    return created(await sendToShow(ctx, { user, ip }, params.id, target));
  });
}
