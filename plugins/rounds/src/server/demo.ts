/** The rounds part of the demo newsroom: segments, the institutions of the beat, and today's rounds, one already news. */
import type { SessionUser } from '@lauda/sdk/server';
import type { Ctx } from './deps.js';
import { saveInstitution, saveSegment } from './lookups.js';
import { createRound } from './service.js';

export async function loadDemo(ctx: Ctx, users: Record<string, number>, today: string): Promise<void> {
  const user: SessionUser = { id: users.produtor ?? users.admin ?? 1, username: 'produtor', nickname: 'PRODUTOR', name: 'Paulo Produtor', email: null, roles: [], support: true, sessionId: 'demo' };
  const [safety, health, politics] = [await saveSegment(ctx, 'demo', 'Segurança'), await saveSegment(ctx, 'demo', 'Saúde'), await saveSegment(ctx, 'demo', 'Política')];
  const place = (name: string, segmentId: number, phone: string, contact: string) =>
    saveInstitution(ctx, 'demo', { name, segmentId, phone, contact, notes: '' });
  const police = await place('1º Distrito Policial', safety!.id, '(11) 3311-0001', 'Plantão: escrivão de serviço');
  const firemen = await place('Corpo de Bombeiros', safety!.id, '193', 'Oficial de dia');
  const hospital = await place('Hospital Municipal', health!.id, '(11) 3311-0300', 'Assessoria de imprensa');
  const hall = await place('Prefeitura', politics!.id, '(11) 3311-0900', 'Secretaria de Comunicação');
  const round = (time: string, institutionId: number, notes: string, result: 'pending' | 'nothing' | 'news') =>
    createRound(ctx, user, { date: today, time, institutionId, who: 'PRODUTOR', notes, result });
  await round('07:00:00', police.id, 'Noite tranquila, dois boletins de furto.', 'nothing');
  await round('07:20:00', firemen.id, 'Incêndio em galpão na zona norte, sem feridos.', 'news');
  await round('08:00:00', hospital.id, '', 'pending');
  await round('11:00:00', hall.id, '', 'pending');
}
