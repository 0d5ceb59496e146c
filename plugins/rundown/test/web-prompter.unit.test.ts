// The teleprompter's pure logic: what it shows, settings, speed and scroll, keys, wheel, story jumps.
import { expect } from 'chai';
import type { Block, Rundown, Story } from '../src/common/types.js';
import {
  advance, anchorAt, clampFont, clampSpeed, DEFAULT_SETTINGS, FONT, MAX_FRAME_MS, nextStoryTop, onAirStoryId, parseSettings,
  previousStoryTop, prompterBlocks, prompterKey, PROMPTER_KEYS, prompterPath, pxPerSecond, rundownIdOfPath, restoreAnchor, SPEED, storyIndexAt, testParagraphs,
  wheelPixels, wheelSteps, WHEEL_NOTCH,
} from '../src/web/logic/prompter.js';

const rich = (...ps: string[]) => ps.map((text) => ({ type: 'paragraph', children: [{ text }] }));
const story = (id: number, over: Partial<Story> = {}): Story => ({
  id, uuid: `u${id}`, blockId: 1, rundownId: 1, templateId: null, index: 0, page: String(id).padStart(2, '0'), slug: `S${id}`, date: '2031-03-10',
  branchId: null, programId: 1, typeId: null, ownerId: null, allowedUsers: [], visible: true, radio: false, legacy: false, manualVt: false,
  mediaCode: null, estimated: 'PT0S', head: 'PT0S', link: 'PT0S', vt: 'PT0S', vo: 'PT0S', total: 'PT0S', approved: true, ok: false,
  stopTime: null, displayStatus: 'blank', playTime: null, changeDate: '2031-03-10T12:00:00.000Z', authorNickname: null, authorId: null, editorId: null,
  imageEditorId: null, reporterId: null, information: null, drawer: null, version: 0, sections: [], ...over,
});
const totals = { estimated: 'PT0S', production: 'PT0S', time: 'PT0S', commercial: 'PT0S', total: 'PT0S' };
const block = (id: number, stories: Story[], standBy = false): Block => ({
  id, rundownId: 1, templateId: null, index: 0, standBy, stopTime: null, commercial: 'PT0S', displayStatus: 'blank', playTime: null,
  approved: false, totals, stories,
});
const head = (...ps: string[]) => [{ type: 'HEADER' as const, duration: 'PT0S', voDuration: 'PT0S', entries: [{ text: rich(...ps) }], subSections: [] }];

describe('teleprompter logic', () => {
  describe('what it shows', () => {
    const r: Pick<Rundown, 'blocks'> = {
      blocks: [
        block(1, [story(11, { sections: head('Boa noite.', '[sorriso]', 'Chove no Sul.') }), story(12, { displayStatus: 'play', sections: head('No ar.') })]),
        block(2, [story(21, { visible: false, sections: undefined, slug: null }), story(22, { displayStatus: 'stop' })]),
        block(3, [story(31, { sections: head('Reserva.') })], true),
      ],
    };

    it('lists the blocks of the show (stand-by left out) with the read lines of each story', () => {
      const blocks = prompterBlocks(r);
      expect(blocks.map((b) => [b.id, b.number, b.stories.map((s) => s.id)])).to.deep.equal([[1, 1, [11, 12]], [2, 2, [21, 22]]]);
      const first = blocks[0]!.stories[0]!;
      expect(first.lines.map((l) => l.text)).to.deep.equal(['Boa noite.', 'Chove no Sul.']);
      expect(first).to.include({ page: '11', slug: 'S11', visible: true, onAir: false, aired: false });
      expect(blocks[0]!.stories[1]).to.include({ onAir: true });
      expect(blocks[1]!.stories[0]).to.include({ visible: false });
      expect(blocks[1]!.stories[0]!.lines).to.deep.equal([]);
      expect(blocks[1]!.stories[1]).to.include({ aired: true, onAir: false });
    });

    it('finds the story on air (display status play), or none', () => {
      expect(onAirStoryId(r)).to.equal(12);
      expect(onAirStoryId({ blocks: [block(1, [story(1), story(2, { displayStatus: 'stop' })])] })).to.equal(null);
    });

    it('splits the reading test text into paragraphs on blank lines', () => {
      expect(testParagraphs('Um\ndois.\n\n  Três. \n \nQuatro')).to.deep.equal(['Um dois.', 'Três.', 'Quatro']);
    });
  });

  describe('settings', () => {
    it('reads stored settings, clamping what is out of range and ignoring what is not its own', () => {
      expect(parseSettings(null)).to.deep.equal(DEFAULT_SETTINGS);
      expect(parseSettings('not json')).to.deep.equal(DEFAULT_SETTINGS);
      expect(parseSettings('[1,2]')).to.deep.equal(DEFAULT_SETTINGS);
      expect(parseSettings(JSON.stringify({ mirror: true, speed: 7, fontSize: 96 }))).to.deep.equal({ mirror: true, speed: 7, fontSize: 96, branchFont: false });
      // the branch font (README "Look of the newsroom") only when chosen
      expect(parseSettings(JSON.stringify({ branchFont: true })).branchFont).to.equal(true);
      expect(parseSettings(JSON.stringify({ branchFont: 'yes' })).branchFont).to.equal(false);
      expect(parseSettings(JSON.stringify({ mirror: 'yes', speed: 999, fontSize: 2 }))).to.deep.equal({ mirror: false, speed: SPEED.max, fontSize: FONT.min, branchFont: false });
      expect(parseSettings(JSON.stringify({ speed: null, fontSize: 'big' }))).to.deep.equal(DEFAULT_SETTINGS);
    });

    it('clamps speed and size to whole numbers in their ranges', () => {
      expect(clampSpeed(3.6)).to.equal(4);
      expect(clampSpeed(-50)).to.equal(SPEED.min);
      expect(clampFont(1000)).to.equal(FONT.max);
      expect(clampFont(71.2)).to.equal(71);
    });
  });

  describe('scrolling', () => {
    it('moves in proportion to speed, text size and time, back with a negative speed', () => {
      expect(pxPerSecond(4, 100)).to.be.closeTo(60, 1e-9);
      expect(pxPerSecond(8, 100)).to.be.closeTo(2 * pxPerSecond(4, 100), 1e-9);
      expect(pxPerSecond(4, 50)).to.be.closeTo(pxPerSecond(4, 100) / 2, 1e-9);
      expect(advance(100, 4, 100, 50, 10_000)).to.be.closeTo(103, 1e-9);
      expect(advance(100, -4, 100, 50, 10_000)).to.be.closeTo(97, 1e-9);
      expect(advance(100, 0, 100, 50, 10_000)).to.equal(100);
    });

    it('stays within the text and does not jump after a long pause of the page', () => {
      expect(advance(9_990, 10, 100, 100, 10_000)).to.equal(10_000);
      expect(advance(1, -10, 100, 100, 10_000)).to.equal(0);
      expect(advance(0, 10, 100, 50, -5)).to.equal(0);
      expect(advance(0, 4, 100, 60_000, 1e9)).to.be.closeTo(pxPerSecond(4, 100) * (MAX_FRAME_MS / 1000), 1e-9);
    });

    it('counts wheel notches, carrying the rest (touchpads), lines and pages converted to pixels', () => {
      expect(wheelSteps(0, WHEEL_NOTCH)).to.deep.equal({ steps: 1, carry: 0 });
      expect(wheelSteps(0, -2 * WHEEL_NOTCH)).to.deep.equal({ steps: -2, carry: 0 });
      let carry = 0;
      let steps = 0;
      for (let i = 0; i < 10; i++) {
        const r = wheelSteps(carry, 30);
        carry = r.carry;
        steps += r.steps;
      }
      expect(steps).to.equal(3);
      expect(carry).to.equal(0);
      expect(wheelPixels(3, 1, 800)).to.equal(120);
      expect(wheelPixels(1, 2, 800)).to.equal(800);
      expect(wheelPixels(53, 0, 800)).to.equal(53);
    });
  });

  describe('keys', () => {
    const k = (key: string, over: Partial<Parameters<typeof prompterKey>[0]> = {}) => prompterKey({ key, ctrlKey: false, altKey: false, ...over });
    it('maps the hand-control keys', () => {
      expect(k(' ')).to.equal('toggle');
      expect(k('x', { code: 'Space' })).to.equal('toggle');
      expect([k('ArrowDown'), k('+'), k('=')]).to.deep.equal(['faster', 'faster', 'faster']);
      expect([k('ArrowUp'), k('-')]).to.deep.equal(['slower', 'slower']);
      expect([k('Home'), k('PageUp'), k('PageDown')]).to.deep.equal(['top', 'previousStory', 'nextStory']);
      expect([k('f'), k('F'), k('m'), k(']'), k('['), k('h'), k('?')]).to.deep.equal(['onAir', 'onAir', 'mirror', 'bigger', 'smaller', 'help', 'help']);
    });
    it('leaves other keys and the browser shortcuts alone', () => {
      expect(k('a')).to.equal(null);
      expect(k('Enter')).to.equal(null);
      expect(k('-', { ctrlKey: true })).to.equal(null);
      expect(k('f', { metaKey: true })).to.equal(null);
      expect(k('ArrowDown', { altKey: true })).to.equal(null);
    });
    it('lists every action once in the help', () => {
      const actions = PROMPTER_KEYS.map((x) => x.action);
      expect(new Set(actions).size).to.equal(actions.length);
      expect(actions).to.have.members(['faster', 'slower', 'toggle', 'top', 'previousStory', 'nextStory', 'onAir', 'mirror', 'bigger', 'smaller', 'help']);
    });
  });

  describe('story navigation', () => {
    const tops = [0, 500, 1200];
    it('knows the story at the reading line', () => {
      expect(storyIndexAt(tops, -50)).to.equal(-1);
      expect(storyIndexAt(tops, 0)).to.equal(0);
      expect(storyIndexAt(tops, 495)).to.equal(1); // within a few pixels of the heading counts
      expect(storyIndexAt(tops, 900)).to.equal(1);
      expect(storyIndexAt(tops, 5000)).to.equal(2);
    });
    it('PageUp goes to the start of the story read, then to the one before', () => {
      expect(previousStoryTop(tops, 900)).to.equal(500);
      expect(previousStoryTop(tops, 500)).to.equal(0);
      expect(previousStoryTop(tops, 503)).to.equal(0);
      expect(previousStoryTop(tops, 0)).to.equal(0);
      expect(previousStoryTop([100, 300], 20)).to.equal(0);
    });
    it('PageDown goes to the next story, none after the last', () => {
      expect(nextStoryTop(tops, 0)).to.equal(500);
      expect(nextStoryTop(tops, 495)).to.equal(1200);
      expect(nextStoryTop(tops, 1200)).to.equal(null);
      expect(nextStoryTop([], 0)).to.equal(null);
    });
  });

  describe('keeping the place when the text changes', () => {
    it('keeps the reading line in the same story when text above it grows or shrinks', () => {
      const before = [{ key: 'a', top: 0 }, { key: 'b', top: 400 }, { key: 'c', top: 900 }];
      const anchor = anchorAt(before, 650);
      expect(anchor).to.deep.equal({ key: 'b', delta: 250 });
      const grown = [{ key: 'a', top: 0 }, { key: 'b', top: 700 }, { key: 'c', top: 1200 }];
      expect(restoreAnchor(anchor, grown, 650)).to.equal(950);
      const shrunk = [{ key: 'a', top: 0 }, { key: 'b', top: 100 }, { key: 'c', top: 600 }];
      expect(restoreAnchor(anchor, shrunk, 650)).to.equal(350);
    });
    it('stops at the end of a story that got shorter than the place read in it', () => {
      const anchor = { key: 'b', delta: 450 };
      expect(restoreAnchor(anchor, [{ key: 'b', top: 400 }, { key: 'c', top: 600 }], 850)).to.equal(599);
    });
    it('keeps the old offset when the story left or before the first heading', () => {
      expect(anchorAt([{ key: 'a', top: 100 }], 50)).to.equal(null);
      expect(restoreAnchor(null, [{ key: 'a', top: 0 }], 50)).to.equal(50);
      expect(restoreAnchor({ key: 'gone', delta: 10 }, [{ key: 'a', top: 0 }], 300)).to.equal(300);
    });
  });

  describe('the page address', () => {
    it('is a route of /main with the rundown id, read back from the path', () => {
      expect(prompterPath(42)).to.equal('/main/rundowns/42/prompter');
      expect(rundownIdOfPath(prompterPath(42))).to.equal(42);
      expect(rundownIdOfPath('/main/rundowns/7/prompter/')).to.equal(7);
      expect(rundownIdOfPath('/main/rundown-prompter')).to.equal(null);
      expect(rundownIdOfPath('/main/rundowns/0/prompter')).to.equal(null);
      expect(rundownIdOfPath('/main/rundowns/abc/prompter')).to.equal(null);
    });
  });
});
