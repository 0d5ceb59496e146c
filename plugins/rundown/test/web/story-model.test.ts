import { expect } from 'chai';
import {
  allCgs, canonical, draftTimes, formatClock, isDirty, maskDuration, move, newEntry, newSubSection, parseClock, privacyRules, sectionTimes,
  setPrivate, slugOf, storyPlainText, toDraft, toPut, validate, type FormSection,
} from '../../src/web/story/model.js';
import { SECTION_TYPES } from '../../src/common/timing.js';
import { rich, story } from '../story-fixture.js';


describe('story form model', () => {
  it('gives the form every section once, in the spec order, with stable keys', () => {
    const d = toDraft(story());
    expect(d.sections.map((s) => s.type)).to.deep.equal([...SECTION_TYPES]);
    expect(d.sections[0]!.entries[0]!.key).to.be.a('string');
    expect(d.sections[4]!.cueIn).to.equal('começa');
    expect(d.page).to.equal('01');
    expect(d.mediaCode).to.equal('');
  });

  it('saves what the server accepts: no keys, empty sections and blank entries left out, slug upper-cased', () => {
    const d = toDraft(story());
    d.slug = 'enchente no sul';
    d.sections[1]!.entries.push(newEntry()); // LINK: a blank entry
    d.sections[2]!.subSections.push(newSubSection('TEXT')); // LIVE_VO: an empty TEXT sub-section stays (the user added it)
    const body = toPut(d, 3);
    expect(body.version).to.equal(3);
    expect(body.slug).to.equal('ENCHENTE NO SUL');
    expect(body.sections.map((s) => s.type)).to.deep.equal(['HEADER', 'LIVE_VO', 'VT']);
    expect(JSON.stringify(body)).to.not.contain('"key"');
    expect(body.mediaCode).to.equal(null);
    expect(slugOf('x'.repeat(150))).to.have.length(100);
  });

  it('is dirty only when what would be stored changes', () => {
    const base = story();
    const d = toDraft(base);
    expect(isDirty(d, base)).to.equal(false);
    // the form replaces what it changes (React state), as here; isDirty keeps its work per object
    const header = (fn: (s: FormSection) => FormSection) => ({ ...d, sections: [fn(d.sections[0]!), ...d.sections.slice(1)] });
    const blank = header((s) => ({ ...s, entries: [...s.entries, newEntry()] })); // a blank entry is not stored
    expect(isDirty(blank, base)).to.equal(false);
    const typed = header((s) => ({ ...s, entries: [{ ...s.entries[0]!, text: rich('Boa noite!') }, ...s.entries.slice(1)] }));
    expect(isDirty(typed, base)).to.equal(true);
    const undone = header((s) => ({ ...s, entries: s.entries.map((e) => ({ ...e, text: e.text.map((p) => ({ ...p })) })) }));
    expect(isDirty(undone, base), 'the same text in new objects').to.equal(false);
    // the server may answer the same values with their keys in another order
    const reordered = story({ sections: base.sections!.map((s) => ({ ...s, subSections: s.subSections.map(({ type, ...rest }) => ({ ...rest, duration: null, type })) })) });
    expect(isDirty(toDraft(base), reordered)).to.equal(false);
    expect(canonical({ b: 1, a: [{ d: 2, c: undefined, e: null }] })).to.equal('{"a":[{"d":2}],"b":1}');
  });

  it('times the form: reading time of the text, the media of the VT, manual durations', () => {
    const base = story();
    const d = toDraft(base);
    const client = draftTimes(d);
    // head: "Boa noite.  A chuva não para." read at 0.075 s per counted character; VT: the media
    expect(client.head).to.equal(Math.round('Boa noite.  A chuva não para.'.length * 75));
    expect(client.vt).to.equal(90_000);
    expect(client.total).to.equal(client.head + 90_000);
    // a manual VT replaces the VT section's time
    expect(draftTimes({ ...d, manualVt: true, vt: 'PT45S' }).vt).to.equal(45_000);
    // a typed section duration wins over its reading time
    const typed = { ...d.sections[0]!, duration: 'PT20S' };
    expect(sectionTimes(typed)).to.deep.include({ time: 20_000, manual: true });
    expect(sectionTimes(d.sections[0]!).reading).to.equal(client.head);
  });

  it('follows the privacy rules: only the owner shares, an approved story cannot become private', () => {
    const pub = story();
    expect(privacyRules(toDraft(pub), pub, 7)).to.include({ isPrivate: false, canToggle: true, approvedBlocks: false });
    const approved = story({ approved: true });
    expect(privacyRules(toDraft(approved), approved, 7)).to.include({ canToggle: false, approvedBlocks: true });
    const mine = setPrivate(toDraft(pub), true, 7, pub);
    expect(mine.ownerId).to.equal(7);
    expect(privacyRules(mine, pub, 7).canShare).to.equal(true);
    const others = story({ ownerId: 3, allowedUsers: [7] });
    expect(privacyRules(toDraft(others), others, 7)).to.include({ isPrivate: true, canToggle: false, canShare: false });
    expect(privacyRules(toDraft(others), others, 3)).to.include({ canToggle: true, canShare: true });
    // a colleague's public story: only its author (7) or a story administrator makes it private
    expect(privacyRules(toDraft(pub), pub, 9)).to.include({ canToggle: false, onlyAuthor: true });
    expect(privacyRules(toDraft(pub), pub, 9, false, true)).to.include({ canToggle: true, onlyAuthor: false });
    // a story administrator recovers someone else's private story
    expect(privacyRules(toDraft(others), others, 9, false, true)).to.include({ canToggle: true, canShare: true });
    expect(toPut(setPrivate(toDraft(others), false, 3, others)).allowedUsers).to.deep.equal([]);
  });

  it('validates lengths and durations', () => {
    const d = toDraft(story());
    expect(validate(d)).to.deep.equal([]);
    d.page = 'x'.repeat(21);
    d.estimated = 'bogus';
    expect(validate(d).map((p) => p.field)).to.deep.equal(['page', 'estimated']);
  });

  it('types durations as mm:ss: digits only, the colon put in, committed when complete', () => {
    expect(maskDuration('1')).to.equal('1');
    expect(maskDuration('123')).to.equal('1:23');
    expect(maskDuration('12a34')).to.equal('12:34');
    expect(maskDuration('123456')).to.equal('12:34');
    expect(parseClock('1:3')).to.equal(null);
    expect(parseClock('1:30')).to.equal('PT1M30S');
    expect(parseClock('12:60')).to.equal(null);
    expect(parseClock('00:00')).to.equal('PT0S');
    expect(formatClock(90_500)).to.equal('01:31');
    expect(formatClock(3_723_000)).to.equal('1:02:03');
    expect(formatClock(-5000)).to.equal('-00:05');
  });

  it('copies a story as text and lists its CGs', () => {
    const text = storyPlainText(story(), (t) => t);
    expect(text).to.equal('01 ENCHENTE\n\nHEADER\n[1] Boa noite. [sorrir] A chuva não para.\n\nVT\n>> começa\n<< termina');
    expect(allCgs(story()).map((c) => [c.section, c.templateName])).to.deep.equal([['HEADER', 'Nome']]);
    expect(move(['a', 'b', 'c'], 0, 2)).to.deep.equal(['b', 'c', 'a']);
    expect(move(['a', 'b'], 0, 5)).to.deep.equal(['a', 'b']);
  });
});
