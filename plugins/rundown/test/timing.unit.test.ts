import { expect } from 'chai';
import {
  blockTotals, countedChars, readingTime, rundownTotals, sectionTime, showDuration, storyClock, storyTimes,
  type BlockTimingInput, type RundownTimingInput, type SectionTiming, type StoryTimingInput,
} from '../src/common/timing.js';

const S = 1000;
const sec = (type: SectionTiming['type'], over: Partial<SectionTiming> = {}): SectionTiming => ({ type, duration: 0, texts: [], media: [], ...over });
const story = (id: number, over: Partial<StoryTimingInput> = {}): StoryTimingInput => ({
  id, approved: true, displayStatus: 'blank', estimated: 0, manualVt: false, vt: 0, sections: [], ...over,
});
const timed = (s: StoryTimingInput) => ({ ...s, ...storyTimes(s) });

describe('timing engine', () => {
  describe('reading time', () => {
    it('counts characters without [comments], newlines and tabs', () => {
      expect(countedChars('Boa noite.')).to.equal(10);
      expect(countedChars('Boa [olhar câmera 2] noite.')).to.equal(11); // "Boa " + " noite."
      expect(countedChars('linha um\nlinha\tdois')).to.equal(17);
      expect(countedChars('[só comentário]')).to.equal(0);
    });

    it('reads at 0.075 s per character by default', () => {
      expect(readingTime('x'.repeat(40))).to.equal(3 * S);
      expect(readingTime('x'.repeat(40), 0.1)).to.equal(4 * S);
      expect(readingTime('')).to.equal(0);
    });
  });

  describe('story times (hand-computed)', () => {
    const cases: [string, StoryTimingInput, { head: number; link: number; vo: number; vt: number; total: number }][] = [
      ['an empty story', story(1), { head: 0, link: 0, vo: 0, vt: 0, total: 0 }],
      ['a read head of 80 characters: 6 s', story(2, { sections: [sec('HEADER', { texts: ['x'.repeat(80)] })] }), { head: 6 * S, link: 0, vo: 0, vt: 0, total: 6 * S }],
      ['head + footer both count as head', story(3, { sections: [sec('HEADER', { texts: ['x'.repeat(40)] }), sec('FOOTER', { texts: ['y'.repeat(20)] })] }), { head: 4.5 * S, link: 0, vo: 0, vt: 0, total: 4.5 * S }],
      ['a VT timed by its media', story(4, { sections: [sec('HEADER', { texts: ['x'.repeat(40)] }), sec('VT', { media: [95 * S, 12 * S] })] }), { head: 3 * S, link: 0, vo: 0, vt: 107 * S, total: 110 * S }],
      ['a typed section duration beats media and text', story(5, { sections: [sec('VT', { duration: 60 * S, media: [95 * S] })] }), { head: 0, link: 0, vo: 0, vt: 60 * S, total: 60 * S }],
      ['manual VT beats the VT section', story(6, { manualVt: true, vt: 30 * S, sections: [sec('VT', { media: [95 * S] })] }), { head: 0, link: 0, vo: 0, vt: 30 * S, total: 30 * S }],
      ['a live link of 2 min and a VO', story(7, { sections: [sec('LINK', { duration: 120 * S }), sec('LIVE_VO', { texts: ['z'.repeat(200)] }), sec('RECORDED_VO', { media: [20 * S] })] }), { head: 0, link: 120 * S, vo: 35 * S, vt: 0, total: 155 * S }],
    ];
    for (const [name, input, want] of cases) {
      it(name, () => expect(storyTimes(input)).to.deep.equal(want));
    }

    it('times a section from its texts only when it has neither duration nor media', () => {
      expect(sectionTime(sec('LIVE_VO', { texts: ['a'.repeat(40), 'b'.repeat(40)] }))).to.equal(6 * S);
    });
  });

  // Worked example of the README: Jornal da Noite, 19:00:00 to 19:45:00, planned production 40 min.
  const example = (): RundownTimingInput => ({
    start: (19 * 3600) * S,
    end: (19 * 3600 + 45 * 60) * S,
    production: 40 * 60 * S,
    blocks: [
      {
        id: 1, standBy: false, commercial: 3 * 60 * S, displayStatus: 'stop', stories: [
          timed(story(11, { displayStatus: 'stop', sections: [sec('HEADER', { texts: ['x'.repeat(200)] }), sec('VT', { media: [150 * S] })] })), // 15 + 150 = 165 s
          timed(story(12, { approved: false, estimated: 90 * S })), // not timed yet: its estimate (90 s) stands
        ],
      },
      {
        id: 2, standBy: false, commercial: 2 * 60 * S, displayStatus: 'blank', stories: [
          timed(story(21, { sections: [sec('LINK', { duration: 240 * S })] })), // 240 s
        ],
      },
      { id: 3, standBy: true, commercial: 0, displayStatus: 'blank', stories: [timed(story(31, { sections: [sec('VT', { media: [600 * S] })] }))] },
    ],
  });

  describe('rundown totals (worked example)', () => {
    it('adds up everything but the stand-by block', () => {
      const t = rundownTotals(example());
      expect(t).to.deep.equal({
        duration: 45 * 60 * S,
        commercialTotal: 300 * S,
        approvedProduction: 405 * S, // 165 + 240
        approvedTotal: 705 * S, // 405 + 300
        approvedDiff: (2700 - 705) * S,
        fullEstimated: 90 * S,
        fullProduction: 405 * S,
        fullTotal: 795 * S, // 165 + 90 + 240 + 300
        fullDiff: (2700 - 795) * S,
        productionApprovedDiff: (2400 - 405) * S,
        productionFullDiff: (2400 - 405) * S,
        notDisplayedCommercial: 120 * S, // only block 2 is still blank
        notDisplayedProduction: 330 * S, // 90 + 240
        notDisplayedApprovedProduction: 240 * S,
      });
    });

    it('rolls an end before the start to the next day', () => {
      expect(showDuration(23 * 3600 * S, 1 * 3600 * S)).to.equal(2 * 3600 * S);
      expect(showDuration(10 * S, 10 * S)).to.equal(0);
    });

    it('gives block totals', () => {
      expect(blockTotals(example().blocks[0]!)).to.deep.equal({ estimated: 90 * S, production: 165 * S, time: 255 * S, commercial: 180 * S, total: 435 * S });
    });
  });

  describe('story clock (worked example)', () => {
    const at = (h: number, m: number, s: number) => ((h * 60 + m) * 60 + s) * S;
    const r = example();
    it('accumulated', () => expect([...storyClock(r, 'accumulated')]).to.deep.equal([[11, 165 * S], [12, 255 * S], [21, 675 * S]]));
    it('by block', () => expect([...storyClock(r, 'byBlock')]).to.deep.equal([[11, 165 * S], [12, 255 * S], [21, 240 * S]]));
    it('progressive', () => expect([...storyClock(r, 'progressive')]).to.deep.equal([[11, at(19, 0, 0)], [12, at(19, 2, 45)], [21, at(19, 7, 15)]]));
    it('regressive (back-timed to end at 19:45)', () => {
      // whole show = 795 s; story 11 must start at 19:45:00 − 795 s = 19:31:45
      expect([...storyClock(r, 'regressive')]).to.deep.equal([[11, at(19, 31, 45)], [12, at(19, 34, 30)], [21, at(19, 39, 0)]]);
    });
    it('countdown', () => expect([...storyClock(r, 'countdown')]).to.deep.equal([[11, 2535 * S], [12, 2445 * S], [21, 2025 * S]]));
    it('approved only: unapproved stories take no time', () => expect(storyClock(r, 'accumulated', true).get(21)).to.equal(585 * S));
    it('leaves stand-by stories out', () => expect(storyClock(r, 'accumulated').has(31)).to.equal(false));
  });

  describe('properties (seeded random rundowns)', () => {
    // a small deterministic generator, so a failure can be replayed
    let seed = 20261121;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const randomRundown = (): RundownTimingInput => {
      const blocks: BlockTimingInput[] = [];
      let id = 1;
      const nBlocks = 2 + rnd(7); // at least one block besides Stand By
      for (let b = 0; b < nBlocks; b++) {
        const stories = Array.from({ length: rnd(12) }, () => timed(story(id++, {
          approved: rnd(3) > 0,
          displayStatus: (['blank', 'play', 'stop'] as const)[rnd(3)],
          estimated: rnd(120) * S,
          manualVt: rnd(5) === 0,
          vt: rnd(200) * S,
          sections: [sec('HEADER', { texts: ['x'.repeat(rnd(400))] }), sec('VT', { media: rnd(2) ? [rnd(300) * S] : [] }), sec('LINK', { duration: rnd(3) === 0 ? rnd(180) * S : 0 })],
        })));
        blocks.push({ id: b + 1, standBy: b === nBlocks - 1, commercial: rnd(240) * S, displayStatus: 'blank', stories });
      }
      return { start: rnd(86_400) * S, end: rnd(86_400) * S, production: rnd(3600) * S, blocks };
    };

    it('story total is the sum of its parts', () => {
      for (let i = 0; i < 200; i++) {
        for (const s of randomRundown().blocks.flatMap((b) => b.stories)) {
          const t = storyTimes(s);
          expect(t.total).to.equal(t.head + t.link + t.vo + t.vt);
        }
      }
    });

    it('the full total is the sum of the block totals outside stand-by', () => {
      for (let i = 0; i < 200; i++) {
        const r = randomRundown();
        const blocks = r.blocks.filter((b) => !b.standBy).map(blockTotals);
        expect(rundownTotals(r).fullTotal).to.equal(blocks.reduce((a, b) => a + b.total, 0));
      }
    });

    it('moving stories between blocks outside stand-by never changes the full total', () => {
      for (let i = 0; i < 200; i++) {
        const r = randomRundown();
        const before = rundownTotals(r).fullTotal;
        const live = r.blocks.filter((b) => !b.standBy);
        const from = live[rnd(live.length)]!;
        const to = live[rnd(live.length)]!;
        if (from.stories.length) to.stories.splice(rnd(to.stories.length + 1), 0, from.stories.splice(rnd(from.stories.length), 1)[0]!);
        expect(rundownTotals(r).fullTotal).to.equal(before);
      }
    });

    it('the last countdown value is the full difference, and progressive + regressive agree with the duration', () => {
      for (let i = 0; i < 200; i++) {
        const r = randomRundown();
        const t = rundownTotals(r);
        const live = r.blocks.filter((b) => !b.standBy);
        const lastBlock = [...live].reverse().find((b) => b.stories.length);
        if (!lastBlock) continue;
        const last = lastBlock.stories[lastBlock.stories.length - 1]!;
        const after = live.slice(live.indexOf(lastBlock)).reduce((a, b) => a + b.commercial, 0);
        expect(storyClock(r, 'countdown').get(last.id)).to.equal(t.fullDiff + after);
        const first = live.find((b) => b.stories.length)!.stories[0]!;
        const slack = ((storyClock(r, 'regressive').get(first.id)! - storyClock(r, 'progressive').get(first.id)!) % 86_400_000 + 86_400_000) % 86_400_000;
        expect(slack).to.equal(((t.fullDiff % 86_400_000) + 86_400_000) % 86_400_000);
      }
    });
  });
});
