/**
 * The rundown log and a story's versions say what changed in words (issue 13 item 9): field labels,
 * status words, block names, the story's page and slug — never field names, raw values or ids.
 */
import { browser, $, $$ } from '@wdio/globals';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import rundown from '@lauda/plugin-rundown';
import { LONG, assertBuilt, branchToday, clickAt, created, failureEvidence, openRundown, shot, signIn, strings, webRoot } from './support.js';

const ROLES = [
  'ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_RUNDOWN_ADMIN', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_STORY_ADMIN',
  'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE',
];
/** what a producer must never read in a log or a version */
const INTERNALS = /displayStatus|blockId|\bblank\b|\bplay\b|\bfalse\b|\btrue\b|#\d|_ms\b|\{"/;

describe('logs and versions in words', function () {
  let k: TestKernel;
  let ana: TestClient;
  let programId: number;
  const pt = strings('plugins/rundown/i18n/pt_BR.json');

  before(async function () {
    assertBuilt();
    k = await startTestKernel({ plugins: [admin, rundown], config: { webRoot } });
    ana = await k.userWith(ROLES, 'ana');
    programId = created(await ana.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' }), 'program').id;
    const r = created(await ana.post('/api/rundowns', { date: await branchToday(ana), programId }), 'rundown');
    const first = r.blocks[0].id;
    const second = created(await ana.post(`/api/rundowns/${r.id}/blocks`, {}), 'block').id;
    const flood = created(await ana.post(`/api/blocks/${first}/stories`, { slug: 'ENCHENTE' }), 'story').id;
    const traffic = created(await ana.post(`/api/blocks/${second}/stories`, { slug: 'TRANSITO' }), 'story').id;
    // the changes the log must put in words: a status, a move between blocks, a slug
    expect((await ana.patch(`/api/stories/${flood}`, { field: 'displayStatus', newValue: 'play' })).status).to.equal(200);
    expect((await ana.post('/api/stories/move', { targetBlockId: first, storiesIds: [traffic] })).status).to.equal(200);
    expect((await ana.patch(`/api/stories/${flood}`, { field: 'slug', newValue: 'ENCHENTE NO SUL' })).status).to.equal(200);
  });

  afterEach(async function () {
    await failureEvidence(browser, this.currentTest, 'logs-words');
  });

  after(async function () {
    await k?.stop();
  });

  it('shows the rundown log in words', async function () {
    await signIn(browser, k.url, 'ana');
    await openRundown(browser, programId);
    await $('[data-testid="story-row"]').waitForDisplayed({ timeout: LONG });
    await clickAt(browser, '[data-testid="rundown-more"]');
    await clickAt(browser, '[data-testid="rundown-more-logs"]');
    await $('[data-testid="log-row"]').waitForDisplayed({ timeout: LONG });
    const rows = await $$('[data-testid="log-row"]').map((r) => r.getText());
    const all = rows.join('\n');
    expect(all).to.not.match(INTERNALS);
    const status = rows.find((r) => r.includes(pt.storyForm.fields.displayStatus));
    expect(status, all).to.contain(pt.web.status.blank).and.contain(pt.web.status.play);
    expect(status).to.contain(`${pt.web.logs.entities.STORY} 01 ENCHENTE`);
    // the kind is upper-cased by the style
    const moved = rows.find((r) => r.toLowerCase().includes(pt.web.logs.kinds.MOVED.toLowerCase()));
    expect(moved, all).to.contain(pt.storyForm.fields.blockId).and.match(/Bloco 2\s+Bloco 1/);
    expect(moved).to.contain('TRANSITO');
    await shot(browser, 'logs-words-01-log');
    await browser.keys('Escape');
    await $('[data-testid="logs-dialog"]').waitForExist({ reverse: true, timeout: LONG });
  });

  it('shows a story\'s versions in words', async function () {
    const slug = '[data-testid="story-row"][data-slug="ENCHENTE NO SUL"] [data-testid="cell-slug"]';
    await $(slug).waitForDisplayed({ timeout: LONG });
    // a double click as a person does it, at the slug cell's centre, which must be the cell (one
    // click first would start the cell's inline edit after 250 ms)
    const at = await browser.execute((sel: string) => {
      const el = document.querySelector(sel)!;
      const r = el.getBoundingClientRect();
      const x = Math.round(r.left + r.width / 2);
      const y = Math.round(r.top + r.height / 2);
      return { x, y, hit: el.contains(document.elementFromPoint(x, y)) };
    }, slug);
    expect(at.hit, 'the slug cell is under the pointer').to.equal(true);
    await browser.action('pointer', { parameters: { pointerType: 'mouse' } }).move({ x: at.x, y: at.y }).down().up().pause(40).down().up().perform();
    await $('[data-testid="story-form"][data-story-id]').waitForDisplayed({ timeout: LONG });
    await clickAt(browser, '[data-testid="story-versions"]');
    const revision = $('[data-testid="story-versions-dialog"] [data-testid="revision"]');
    await revision.waitForDisplayed({ timeout: LONG });
    const text = await $('[data-testid="story-versions-dialog"] [data-testid="revisions"]').getText();
    expect(text).to.not.match(INTERNALS);
    // labels are upper-cased by the style
    expect(text.toLowerCase()).to.contain(pt.storyForm.fields.slug.toLowerCase()).and.contain(pt.storyForm.fields.displayStatus.toLowerCase());
    expect(text).to.contain('ENCHENTE NO SUL').and.contain(pt.web.status.play).and.contain('Jornal da Noite');
    expect(text).to.not.contain(pt.web.logs.removed).and.not.contain(pt.web.logs.fields.other);
    await shot(browser, 'logs-words-02-versions');
  });
});
