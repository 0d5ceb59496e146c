/** The contacts part of the demo newsroom: a group of city sources with a few contacts, one of them private. */
import type { SessionUser } from '@lauda/sdk/server';
import { createContact } from './services/contacts.js';
import { createGroup } from './services/groups.js';
import type { Caller, Ctx } from './context.js';

export async function loadDemo(ctx: Ctx, users: Record<string, number>): Promise<void> {
  const userId = users.produtor ?? users.admin ?? 1;
  const user: SessionUser = { id: userId, username: 'produtor', nickname: 'PRODUTOR', name: 'Paulo Produtor', email: null, roles: [], support: true, sessionId: 'demo' };
  const c: Caller = { user, ip: '127.0.0.1' };
  const city = await createGroup(ctx, 'Prefeitura');
  await createContact(ctx, c, {
    name: 'Carlos Lima', profession: 'Secretário de obras', company: 'Prefeitura', groupIds: [city.id], address: 'Av. Central, 1000 - Centro',
    numbers: [{ value: '(11) 98765-4321', label: 'cell_phone' }, { value: '(11) 3333-4444', label: 'work' }], emails: ['carlos.lima@prefeitura.example'],
  });
  await createContact(ctx, c, {
    name: 'Ana Ribeiro', profession: 'Organizadora', company: 'Feira do Livro', address: 'Praça da Matriz',
    numbers: [{ value: '(21) 99876-5432', label: 'cell_phone' }], emails: ['ana@feiradolivro.example'],
  });
  await createContact(ctx, c, {
    name: 'Fonte reservada', info: 'Só ligar depois das 18h.', private: true,
    numbers: [{ value: '(11) 97654-3210', label: 'cell_phone' }],
  });
}
