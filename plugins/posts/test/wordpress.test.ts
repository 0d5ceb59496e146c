// Publishing to a real WordPress (./wordpress.ts: Debian's package on PHP's built-in server and the
// local MariaDB), read back from WordPress's own REST API; a site that is down or refuses leaves the
// post unpublished with the spec's failure text. The Lauda database follows LAUDA_TEST_DB.
import { expect } from 'chai';
import { boot, fieldOf, ok, rich, testDb, type Rig } from './support.js';
import { startWordPress, type WordPress } from './wordpress.js';

/** A 2×2 red PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWM4wcBwggGMTzAwAAAZDgMhwQXcYQAAAABJRU5ErkJggg==', 'base64');

describe(`posts published to a real WordPress (Lauda on ${testDb()})`, function () {
  this.timeout(60_000);
  let rig: Rig;
  let wp: WordPress;
  let siteId: number;
  let categoryId: number;
  const auth = () => ({ authorization: `Basic ${Buffer.from(`${wp.user}:${wp.appPassword}`).toString('base64')}` });
  /** a post as WordPress itself has it (signed in: drafts too) */
  const onSite = async (id: number) => (await fetch(`${wp.url}/wp-json/wp/v2/posts/${id}?context=edit`, { headers: auth() })).json() as Promise<any>;

  before(async () => {
    [rig, wp] = await Promise.all([boot(), startWordPress()]);
    const made = await fetch(`${wp.url}/wp-json/wp/v2/categories`, {
      method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Cidades' }),
    });
    categoryId = Number(((await made.json()) as any).id);
    siteId = ok(await rig.editor.post('/api/wordpress/configs', { name: 'Portal', url: `${wp.url}/`, username: wp.user, appPassword: wp.appPassword }), 201).id;
  });
  after(async () => {
    await rig?.stop();
    await wp?.stop();
  });

  it('keeps sites with the password never sent back, checks the connection, lists authors and categories', async () => {
    const list = ok(await rig.writer.get('/api/wordpress/configs'));
    expect(list).to.deep.equal([{ id: siteId, name: 'Portal', url: wp.url, username: wp.user, hasPassword: true }]);
    expect(JSON.stringify(list)).to.not.contain(wp.appPassword);
    expect(ok(await rig.editor.post(`/api/wordpress/configs/${siteId}/check`))).to.deep.equal({ ok: true, user: wp.user });
    expect(ok(await rig.writer.get(`/api/wordpress/configs/${siteId}/authors`))).to.deep.include({ id: wp.userId, name: wp.user });
    expect(ok(await rig.writer.get(`/api/wordpress/configs/${siteId}/categories`)).map((c: any) => c.name)).to.include.members(['Cidades', 'Uncategorized']);

    const wrong = ok(await rig.editor.post('/api/wordpress/configs', { name: 'Senha errada', url: wp.url, username: wp.user, appPassword: 'xxxx xxxx xxxx xxxx' }), 201);
    const refused = ok(await rig.editor.post(`/api/wordpress/configs/${wrong.id}/check`));
    expect(refused).to.include({ ok: false, status: 401 });
    expect((await rig.editor.post('/api/wordpress/configs', { name: 'portal', url: wp.url, username: 'x', appPassword: 'y' })).status).to.equal(409);
    expect(fieldOf((await rig.editor.post('/api/wordpress/configs', { name: 'Sem endereço', url: 'ftp://x', username: 'x', appPassword: 'y' })).body)).to.equal('url');
    expect((await rig.writer.post('/api/wordpress/configs', { name: 'Intruso', url: wp.url, username: 'x', appPassword: 'y' })).status).to.equal(403);
    expect(ok(await rig.editor.put(`/api/wordpress/configs/${wrong.id}`, { name: 'Senha errada 2', url: wp.url, username: wp.user }))).to.include({ name: 'Senha errada 2', hasPassword: true });
    expect((await rig.editor.delete(`/api/wordpress/configs/${wrong.id}`)).status).to.equal(204);
  });

  it('publishes (read back from WordPress), publishes a change to the same WordPress post, unpublishes to a draft', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'praca.png');
    const image = ok(await rig.writer.raw('POST', '/api/files/single', form), 201);
    const p = ok(await rig.writer.post('/api/posts', {
      title: 'Feira do livro abre hoje', excerpt: 'Cem mil visitantes', featuredImageId: image.id,
      body: [{ type: 'paragraph', children: [{ text: 'A feira ' }, { text: 'abriu', bold: true }, { text: ' [ler devagar] hoje.' }, { text: 'nota interna', comment: true }] }, ...rich('Segundo <parágrafo>.')],
    }), 201);
    const published = ok(await rig.writer.post(`/api/posts/${p.id}/publish`, { wordpressId: siteId, authorId: wp.userId, categoryId }));
    expect(published).to.include({ published: true, wordpressId: siteId, authorId: wp.userId, lastError: null, version: 1 });
    expect(published.categoryIds).to.deep.equal([categoryId]);
    expect(published.link).to.match(new RegExp(`^${wp.url}/`));
    const there = await onSite(published.wpPostId);
    expect(there).to.deep.include({ status: 'publish', author: wp.userId, categories: [categoryId] });
    expect(there.title.raw).to.equal('Feira do livro abre hoje');
    expect(there.content.raw).to.equal('<p>A feira <strong>abriu</strong> hoje.</p>\n<p>Segundo &#60;parágrafo&#62;.</p>');
    expect(there.excerpt.raw).to.equal('Cem mil visitantes');
    expect(there.featured_media).to.be.above(0);
    // anyone reads it on the site
    const open = await fetch(`${wp.url}/wp-json/wp/v2/posts/${published.wpPostId}`);
    expect(open.status).to.equal(200);

    ok(await rig.writer.patch(`/api/posts/${p.id}`, { field: 'title', newValue: 'Feira do livro bate recorde' }));
    const again = ok(await rig.writer.post(`/api/posts/${p.id}/publish`, { wordpressId: siteId, authorId: wp.userId, categoryIds: [1, categoryId] }));
    expect(again.wpPostId).to.equal(published.wpPostId);
    const updated = await onSite(published.wpPostId);
    expect(updated.title.raw).to.equal('Feira do livro bate recorde');
    expect(updated.categories).to.have.members([1, categoryId]);
    expect(updated.featured_media).to.equal(there.featured_media);

    const down = ok(await rig.writer.post(`/api/posts/${p.id}/unpublish`));
    expect(down).to.include({ published: false, wpPostId: published.wpPostId });
    expect((await onSite(published.wpPostId)).status).to.equal('draft');
    // not public any more
    expect((await fetch(`${wp.url}/wp-json/wp/v2/posts/${published.wpPostId}`)).status).to.equal(401);
    expect((await rig.writer.post(`/api/posts/${p.id}/unpublish`)).status).to.equal(200);
    const never = ok(await rig.writer.post('/api/posts', { title: 'Nunca publicado' }), 201);
    expect((await rig.writer.post(`/api/posts/${never.id}/unpublish`)).body.code).to.equal('posts.notPublished');
  });

  it('refuses bad publish input naming the field, and readers', async () => {
    const p = ok(await rig.writer.post('/api/posts', { title: 'Entrada ruim' }), 201);
    for (const [body, field] of [
      [{ authorId: 1 }, 'wordpressId'],
      [{ wordpressId: siteId }, 'authorId'],
      [{ wordpressId: siteId, authorId: 1, categoryIds: ['x'] }, 'categoryIds.0'],
      [{ wordpressId: 987654, authorId: 1 }, 'wordpressId'],
    ] as const) {
      const r = await rig.writer.post(`/api/posts/${p.id}/publish`, body);
      expect(r.status, JSON.stringify(r.body)).to.equal(400);
      expect(fieldOf(r.body)).to.equal(field);
    }
    expect((await rig.reader.post(`/api/posts/${p.id}/publish`, { wordpressId: siteId, authorId: wp.userId })).status).to.equal(403);
  });

  it('when WordPress refuses or is down: the failure text, and nothing marked published', async () => {
    const p = ok(await rig.writer.post('/api/posts', { title: 'Site fora do ar', body: rich('Texto') }), 201);
    // WordPress refuses: an author it does not have
    const refused = await rig.writer.post(`/api/posts/${p.id}/publish`, { wordpressId: siteId, authorId: 999 });
    expect(refused.status).to.equal(502);
    expect(refused.body.code).to.equal('posts.publishFailed');
    expect(refused.body.details.wordpress.status).to.equal(400);

    const published = ok(await rig.writer.post(`/api/posts/${p.id}/publish`, { wordpressId: siteId, authorId: wp.userId }));
    wp.halt();
    const closed = ok(await rig.editor.post(`/api/wordpress/configs/${siteId}/check`));
    expect(closed.ok).to.equal(false);
    expect(closed.message).to.contain('could not be reached');
    expect((await rig.writer.get(`/api/wordpress/configs/${siteId}/categories`)).body.code).to.equal('wordpress.siteFailed');
    // unpublish fails: it stays published
    const off = await rig.writer.post(`/api/posts/${p.id}/unpublish`);
    expect(off.status).to.equal(502);
    expect(off.body.code).to.equal('posts.unpublishFailed');
    expect(ok(await rig.reader.get(`/api/posts/${p.id}`))).to.include({ published: true, version: published.version });
    // a new post to a site that is down: not published, the failure kept
    const q = ok(await rig.writer.post('/api/posts', { title: 'Outro' }), 201);
    const failed = await rig.writer.post(`/api/posts/${q.id}/publish`, { wordpressId: siteId, authorId: wp.userId });
    expect(failed.status).to.equal(502);
    expect(failed.body.code).to.equal('posts.publishFailed');
    expect(failed.body.details.wordpress.message).to.contain('could not be reached');
    const after = ok(await rig.reader.get(`/api/posts/${q.id}`));
    expect(after).to.include({ published: false, wpPostId: null, link: null, wordpressId: null, version: 0 });
    expect(after.lastError).to.contain('could not be reached');
  });
});
