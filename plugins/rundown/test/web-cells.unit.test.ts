// Editable cells (spec 000 §5), printing limits, keyboard shortcuts (§9).
import { expect } from 'chai';
import { CELL_EDIT_DELAY, decideCommit, isBlank, maxLength, revertValue, timeProblem } from '../src/web/logic/cells.js';
import { fontSizeProblem, PRINT_LIMIT, printRows } from '../src/web/logic/print.js';
import { SHORTCUTS, shortcutOf, yieldsToTextField, type KeyLike } from '../src/web/logic/shortcuts.js';
import { refusalKey } from '../src/web/logic/errors.js';
import type { Block, Story } from '../src/common/types.js';

describe('web: editable cells', () => {
  it('opens the editor 250 ms after a single click', () => {
    expect(CELL_EDIT_DELAY).to.equal(250);
  });

  it('tells a time with parts missing from one with a part out of range', () => {
    // the web kit's maskTime answers, for mm:ss (5 characters)
    expect(timeProblem({ text: '', complete: false }, 5)).to.equal(null);
    expect(timeProblem({ text: '01:30', complete: true }, 5)).to.equal(null);
    expect(timeProblem({ text: '01:3', complete: false }, 5)).to.equal('incompleteTime');
    expect(timeProblem({ text: '99:99', complete: false }, 5)).to.equal('timeOutOfRange');
    expect(decideCommit('01:40', '99:99', { validator: (v) => timeProblem({ text: v, complete: false }, 5) })).to.deep.equal({ action: 'invalid', error: 'timeOutOfRange' });
  });

  it('refuses a blank required value with "required"', () => {
    expect(decideCommit('CHUVA', '   ', { required: true })).to.deep.equal({ action: 'invalid', error: 'required' });
    expect(decideCommit('CHUVA', '', {})).to.deep.equal({ action: 'save', value: '' });
    expect(isBlank(' \t')).to.equal(true);
    expect(isBlank('x')).to.equal(false);
  });

  it('saves only a changed value the validator accepts', () => {
    expect(decideCommit('CHUVA', 'CHUVA')).to.deep.equal({ action: 'close' });
    expect(decideCommit('CHUVA', ' CHUVA ')).to.deep.equal({ action: 'close' });
    expect(decideCommit(null as string | null, '')).to.deep.equal({ action: 'close' });
    expect(decideCommit('CHUVA', 'CHUVA FORTE ')).to.deep.equal({ action: 'save', value: 'CHUVA FORTE' });
    expect(decideCommit('a', 'x'.repeat(101), { validator: maxLength(100) })).to.deep.equal({ action: 'invalid', error: 'tooLong' });
    expect(decideCommit(1, 2, { equals: (a, b) => Math.abs(a - b) < 5 })).to.deep.equal({ action: 'close' });
  });

  it('reverts to the old value a refusal carries, else to the value before', () => {
    expect(revertValue({ status: 422, code: 'rundown.cannotChangeDate', details: { oldValue: '2031-03-10' } }, 'x')).to.equal('2031-03-10');
    expect(revertValue({ oldValue: 'A' }, 'x')).to.equal('A');
    expect(revertValue(new Error('boom'), 'before')).to.equal('before');
    expect(revertValue(null, 'before')).to.equal('before');
  });

  it('translates the refusals the plugin answers with', () => {
    expect(refusalKey({ status: 422, code: 'rundown.standByCannotMove' })).to.equal('errors.rundown.standByCannotMove');
    expect(refusalKey({ status: 401, code: 'error.unauthorized' })).to.equal(null);
    expect(refusalKey(new Error('x'))).to.equal(null);
  });
});

describe('web: printing the grid', () => {
  it('refuses an odd font size: "Odd number is not allowed"', () => {
    expect(fontSizeProblem(10)).to.equal(null);
    expect(fontSizeProblem(11)).to.equal('oddNotAllowed');
    expect(fontSizeProblem(9)).to.equal('oddNotAllowed');
    expect(fontSizeProblem(2)).to.equal('fontSizeRange');
    expect(fontSizeProblem(10.5)).to.equal('fontSizeRange');
  });

  it('prints at most 100 records', () => {
    const s = (id: number, approved = true) => ({ id, approved } as Story);
    const blocks = [
      { id: 1, standBy: false, stories: Array.from({ length: 70 }, (_, i) => s(i + 1, i % 2 === 0)) },
      { id: 2, standBy: false, stories: Array.from({ length: 50 }, (_, i) => s(i + 100)) },
      { id: 3, standBy: true, stories: [s(999)] },
    ] as Block[];
    const all = printRows(blocks, { fontSize: 10, withoutStandBy: false, approvedOnly: false });
    expect(all.records).to.equal(PRINT_LIMIT);
    expect(all.truncated).to.equal(true);
    expect(all.blocks.map((b) => b.stories.length)).to.deep.equal([70, 30]);
    const approved = printRows(blocks, { fontSize: 10, withoutStandBy: true, approvedOnly: true });
    expect(approved.records).to.equal(85);
    expect(approved.truncated).to.equal(false);
    expect(approved.blocks.map((b) => b.block.id)).to.deep.equal([1, 2]);
  });
});

describe('web: keyboard shortcuts', () => {
  const k = (key: string, mods: Partial<KeyLike> = {}): KeyLike => ({ key, ctrlKey: false, shiftKey: false, altKey: false, ...mods });
  it('maps every shortcut of spec 000 §9', () => {
    expect(shortcutOf(k('c', { ctrlKey: true }))).to.equal('copy');
    expect(shortcutOf(k('x', { ctrlKey: true }))).to.equal('cut');
    expect(shortcutOf(k('v', { ctrlKey: true }))).to.equal('paste');
    expect(shortcutOf(k('e', { ctrlKey: true }))).to.equal('editStory');
    expect(shortcutOf(k('f', { ctrlKey: true }))).to.equal('find');
    expect(shortcutOf(k('s', { ctrlKey: true }))).to.equal('save');
    expect(shortcutOf(k('c', { ctrlKey: true, altKey: true }))).to.equal('closeTab');
    expect(shortcutOf(k('ç', { ctrlKey: true, altKey: true, code: 'KeyC' }))).to.equal('closeTab');
    expect(shortcutOf(k('Escape'))).to.equal('escape');
    expect(shortcutOf(k('Delete'))).to.equal('remove');
    expect(shortcutOf(k('U', { ctrlKey: true, shiftKey: true }))).to.equal('moveToEnd');
    expect(shortcutOf(k(' '))).to.equal('toggleStatus');
    expect(shortcutOf(k(' ', { ctrlKey: true }))).to.equal('toggleSelected');
    expect(shortcutOf(k(' ', { ctrlKey: true, shiftKey: true }))).to.equal('cascadeStatus');
    expect(shortcutOf(k('C', { metaKey: true, ctrlKey: false }))).to.equal('copy');
  });

  it('leaves other keys alone', () => {
    expect(shortcutOf(k('a'))).to.equal(null);
    expect(shortcutOf(k('c'))).to.equal(null);
    expect(shortcutOf(k('z', { ctrlKey: true }))).to.equal(null);
    expect(shortcutOf(k('c', { ctrlKey: true, shiftKey: true }))).to.equal(null);
    expect(shortcutOf(k(' ', { shiftKey: true }))).to.equal(null);
  });

  it('lets text fields keep their copy, paste, space and delete', () => {
    expect(yieldsToTextField('copy')).to.equal(true);
    expect(yieldsToTextField('toggleStatus')).to.equal(true);
    expect(yieldsToTextField('closeTab')).to.equal(false);
    expect(yieldsToTextField('find')).to.equal(false);
    expect(SHORTCUTS).to.have.length(13);
  });
});
