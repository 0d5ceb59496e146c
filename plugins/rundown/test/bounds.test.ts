import { expect } from 'chai';
import { boot, ok, rich, rundownWith, testDb, type Rig } from './support.js';

/** `{ a: { a: … } }` nested `levels` deep, built without recursion. */
function nested(levels: number): unknown {
  let v: unknown = 'fundo';
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
}
/** The same, as JSON text: a 4 100-level body cannot be written by JSON.stringify in every engine. */
const nestedJson = (levels: number) => '{"a":'.repeat(levels) + '"fundo"' + '}'.repeat(levels);

const withMetadata = (meta: string) =>
  `{"sections":[{"type":"VT","subSections":[{"type":"MOS_VIDEO","media":{"slug":"VT","mosExternalMetadata":${meta}}}]}]}`;

describe(`story input bounds on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  before(async () => { rig = await boot(); });
  after(async () => rig?.stop());

  /** The story as stored, to prove a refusal changed nothing. */
  const stored = async (id: number) => ok(await rig.producer.get(`/api/stories/${id}`));
  const expect400 = (r: { status: number; body: any }, field: string) => {
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).to.equal(400);
    expect(r.body.code).to.equal('error.validation');
    expect(r.body.details.issues.map((i: { field: string }) => i.field)).to.include(field);
  };

  it('refuses deeply nested mosExternalMetadata (the 4 100-level body of the report, and 17 levels) and the story stays editable', async () => {
    const r = await rundownWith(rig, 1);
    const s = r.blocks[0].stories[0];
    const before = await stored(s.id);
    const put = (meta: string) => rig.producer.raw('PUT', `/api/stories/${s.id}`, withMetadata(meta), { 'content-type': 'application/json', 'if-match': String(s.version) });
    const deep = await put(nestedJson(4100));
    expect(deep.status).to.equal(400);
    expect(deep.body).to.include({ status: 400, code: 'error.validation' });
    expect(deep.body.details.issues[0].field).to.match(/^sections\.0\.subSections\.0\.media\.mosExternalMetadata(\.a)+$/);
    // within the kernel's 64 levels but beyond the field's 16
    expect400(await put(JSON.stringify(nested(17))), 'sections.0.subSections.0.media.mosExternalMetadata' + '.a'.repeat(16));
    expect400(await put(JSON.stringify({ blob: 'x'.repeat(70_000) })), 'sections.0.subSections.0.media.mosExternalMetadata');
    expect(await stored(s.id)).to.deep.equal(before);
    // sixteen levels are fine, and the story is saved and read back
    const saved = ok(await put(JSON.stringify(nested(16))));
    expect(saved.sections[0].subSections[0].media.mosExternalMetadata).to.deep.equal(nested(16));
    ok(await rig.producer.put(`/api/stories/${s.id}`, { slug: 'DEPOIS', version: saved.version }));
  });

  it('bounds durations to 24 hours: estimated, vt, section and subsection durations, block commercial, in PUT and PATCH', async () => {
    const r = await rundownWith(rig, 1);
    const s = r.blocks[0].stories[0];
    const before = await stored(s.id);
    const put = (body: Record<string, unknown>) => rig.producer.put(`/api/stories/${s.id}`, { ...body, version: s.version });
    expect400(await put({ estimated: 'PT24H0.001S' }), 'estimated');
    expect400(await put({ vt: 'P2D' }), 'vt');
    expect400(await put({ sections: [{ type: 'VT', duration: 'PT25H' }] }), 'sections.0.duration');
    expect400(await put({ sections: [{ type: 'VT', subSections: [{ type: 'MOS_VIDEO', duration: 'PT99999H' }] }] }), 'sections.0.subSections.0.duration');
    expect400(await put({ sections: [{ type: 'VT', subSections: [{ type: 'MOS_VIDEO', media: { duration: 'PT1000H' } }] }] }), 'sections.0.subSections.0.media.duration');
    expect400(await put({ sections: [{ type: 'VT', subSections: [{ type: 'MOS_VIDEO', edDur: 1e12 }] }] }), 'sections.0.subSections.0.edDur');
    expect400(await put({ stopTime: '24:00:00' }), 'stopTime');
    const patch = await rig.producer.patch(`/api/stories/${s.id}`, { field: 'estimated', newValue: 'PT48H' });
    expect(patch.status).to.equal(400);
    const commercial = await rig.producer.patch(`/api/blocks/${r.blocks[0].id}`, { field: 'commercial', newValue: 'PT30H' });
    expect(commercial.status).to.equal(400);
    expect(await stored(s.id)).to.deep.equal(before);
    expect(ok(await put({ estimated: 'PT24H' })).estimated).to.equal('PT24H');
  });

  it('refuses control characters and unpaired surrogates in text, and a colour that is not #rrggbb', async () => {
    const r = await rundownWith(rig, 1);
    const s = r.blocks[0].stories[0];
    const before = await stored(s.id);
    const put = (body: Record<string, unknown>) => rig.producer.put(`/api/stories/${s.id}`, { ...body, version: s.version });
    expect400(await put({ slug: 'A\u0000B' }), 'slug');
    expect400(await put({ slug: 'A\u001bB' }), 'slug');
    expect400(await put({ information: 'meio \ud800 surrogate' }), 'information');
    expect400(await put({ sections: [{ type: 'HEADER', entries: [{ text: rich('fim \udc00') }] }] }), 'sections.0.entries.0.text.0.children.0.text');
    const colour = (color: string) => put({ sections: [{ type: 'HEADER', entries: [{ text: [{ children: [{ text: 'x', color }] }] }] }] });
    expect400(await colour('red;background:url(https://evil.example/x)'), 'sections.0.entries.0.text.0.children.0.color');
    expect400(await colour('#fff'), 'sections.0.entries.0.text.0.children.0.color');
    const patch = await rig.producer.patch(`/api/stories/${s.id}`, { field: 'slug', newValue: 'X\u0007' });
    expect(patch.status).to.equal(400);
    expect(await stored(s.id)).to.deep.equal(before);
    // tab, newline and carriage return are text; a palette colour is kept
    const saved = ok(await put({ information: 'linha 1\r\n\tlinha 2', sections: [{ type: 'HEADER', entries: [{ text: [{ children: [{ text: 'x', color: '#C4303B' }] }] }] }] }));
    expect(saved.information).to.equal('linha 1\r\n\tlinha 2');
  });

  it('refuses a PUT without the version read, in the body or as If-Match (bare or quoted)', async () => {
    const r = await rundownWith(rig, 1);
    const s = r.blocks[0].stories[0];
    const before = await stored(s.id);
    expect400(await rig.producer.put(`/api/stories/${s.id}`, { slug: 'SEM' }), 'version');
    const bad = await rig.producer.raw('PUT', `/api/stories/${s.id}`, '{"slug":"SEM"}', { 'content-type': 'application/json', 'if-match': '"abc"' });
    expect400(bad, 'version');
    const stale = await rig.producer.raw('PUT', `/api/stories/${s.id}`, '{"slug":"VELHA"}', { 'content-type': 'application/json', 'if-match': String(s.version + 7) });
    expect(stale.status).to.equal(412);
    expect(await stored(s.id)).to.deep.equal(before);
    const saved = ok(await rig.producer.raw('PUT', `/api/stories/${s.id}`, '{"slug":"COM"}', { 'content-type': 'application/json', 'if-match': `"${s.version}"` }));
    expect(saved.slug).to.equal('COM');
  });
});
