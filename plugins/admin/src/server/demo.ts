import type { Actor, UserCategory } from '@lauda/sdk/server';
import type { AdminContext } from './context.js';

/**
 * The admin part of the demo newsroom: groups that make the demo users editors, producers,
 * reporters and image editors; the programs of a newsroom day with their people; teams; a remote
 * branch; classifications, vehicles, types and editorials.
 */
export async function loadDemo(ctx: AdminContext, users: Record<string, number>): Promise<void> {
  const actor: Actor = { userId: users.admin ?? null, nickname: 'DEMO', ip: null };
  const u = (name: string) => users[name];
  const ids = (...names: string[]) => names.map(u).filter((id): id is number => typeof id === 'number');

  // groups (kept when the kernel's demo made them already)
  const existing = new Map((await ctx.groups.list()).map((g) => [g.name, g.id]));
  const group = async (name: string, categories: UserCategory[], members: number[]) =>
    existing.get(name) ?? (await ctx.groups.create({ name, categories, userIds: members }, actor)).id;
  const editors = await group('Editores', ['editor'], ids('editor', 'admin'));
  const producers = await group('Produtores', ['producer'], ids('produtor', 'admin'));
  await group('Repórteres', ['reporter'], ids('reporter', 'jornalista'));
  await group('Edição de imagem', ['imageEditor'], ids('imagem'));

  const programs = [
    { name: 'Bom Dia Cidade', start: '06:00:00', end: '08:30:00', presenterIds: ids('jornalista', 'reporter'), announcerIds: ids('reporter'), editorIds: ids('editor'), imageEditorIds: ids('imagem'), defaultPresenterId: u('jornalista') ?? null },
    { name: 'Jornal do Meio-Dia', start: '12:00:00', end: '13:00:00', presenterIds: ids('jornalista'), editorIds: ids('editor', 'produtor'), imageEditorIds: ids('imagem'), defaultPresenterId: u('jornalista') ?? null },
    { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00', presenterIds: ids('reporter', 'jornalista'), announcerIds: ids('produtor'), editorIds: ids('editor'), imageEditorIds: ids('imagem'), defaultPresenterId: u('reporter') ?? null, defaultAnnouncerId: u('produtor') ?? null },
    // breaking news through the night: the end is on the next day; only producers and editors see it
    { name: 'Plantão', start: '23:00:00', end: '02:00:00', presenterIds: ids('reporter'), editorIds: ids('editor'), allowedGroupIds: [producers, editors] },
    { name: 'Esporte em Campo', start: '13:00:00', end: '13:30:00', presenterIds: ids('reporter'), editorIds: ids('editor'), legacy: true, active: false },
  ];
  for (const p of programs) await ctx.programs.create(p, actor);

  await ctx.teams.create({ name: 'Equipe Externa Manhã', memberIds: ids('reporter', 'imagem') }, actor);
  await ctx.teams.create({ name: 'Equipe Externa Tarde', memberIds: ids('jornalista', 'imagem') }, actor);
  await ctx.teams.create({ name: 'Fechamento', memberIds: ids('editor', 'produtor') }, actor);

  await ctx.branches.create({ name: 'Sucursal Campinas', host: 'https://campinas.tvlauda.example', active: true }, actor);
  await ctx.branches.create({ name: 'Sucursal Santos', host: 'https://santos.tvlauda.example', active: false }, actor);

  for (const name of ['Cidades', 'Política', 'Economia', 'Esporte', 'Cultura', 'Saúde', 'Trânsito']) {
    await ctx.lookups.create('classification', { name }, actor);
  }
  for (const name of ['Geral', 'Polícia', 'Internacional', 'Educação']) {
    await ctx.lookups.create('editorial', { name }, actor);
  }
  for (const [name, type] of [['TV Lauda', 'TV'], ['Rádio Lauda FM', 'RADIO'], ['Portal Lauda', 'WEB'], ['Jornal Lauda', 'NEWSPAPER']] as const) {
    await ctx.lookups.create('vehicle', { name, type }, actor);
  }
  for (const [name, abbreviation, color] of [
    ['Nota coberta', 'NC', '#1E88E5'], ['Nota pelada', 'NP', '#8E24AA'], ['Reportagem', 'VT', '#43A047'],
    ['Ao vivo', 'AV', '#E53935'], ['Entrevista', 'ENT', '#FB8C00'], ['Stand-up', 'SU', '#00897B'],
  ] as const) {
    await ctx.lookups.create('type', { name, abbreviation, color }, actor);
  }
}
