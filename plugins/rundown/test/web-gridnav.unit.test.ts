// The rundown grid's keyboard: block header rows among the rows the arrows reach (issue 19 item 1).
import { expect } from 'chai';
import { blockCommand, blockParts, moveSpot, navRows, partOf, type GridSpot } from '../src/web/logic/gridNav.js';

type Col = 'sel' | 'slug' | 'status';
const COLS: Col[] = ['sel', 'slug', 'status'];
// block 1 with stories 10 and 11, block 2 (put in stand-by) with none, the Stand By block 3 with story 30
const rows = navRows([
  { id: 1, standBy: false, stories: [{ id: 10 }, { id: 11 }] },
  { id: 2, standBy: true, stories: [] },
  { id: 3, standBy: true, stories: [{ id: 30 }] },
]);
const move = (cur: GridSpot<Col>, key: string) => moveSpot(rows, cur, key, COLS, 'slug');
/** presses `keys` in turn from `cur`, each from where the last one led */
const walk = (cur: GridSpot<Col>, keys: string[]) => keys.reduce<GridSpot<Col>>((at, k) => move(at, k) ?? at, cur);

describe('web: grid keyboard through block header rows', () => {
  it('lists each block header before its stories; only the last block in stand-by is the fixed Stand By block', () => {
    expect(rows).to.deep.equal([
      { kind: 'block', id: 1, fixed: false }, { kind: 'story', id: 10 }, { kind: 'story', id: 11 },
      { kind: 'block', id: 2, fixed: false },
      { kind: 'block', id: 3, fixed: true }, { kind: 'story', id: 30 },
    ]);
  });

  it('Up and Down pass through the block header rows and keep the story column', () => {
    const start: GridSpot<Col> = { kind: 'story', id: 11, col: 'status' };
    expect(move(start, 'ArrowDown')).to.deep.equal({ kind: 'block', id: 2, part: 'name', col: 'status' });
    expect(walk(start, ['ArrowDown', 'ArrowDown'])).to.deep.equal({ kind: 'block', id: 3, part: 'name', col: 'status' });
    expect(walk(start, ['ArrowDown', 'ArrowDown', 'ArrowDown'])).to.deep.equal({ kind: 'story', id: 30, col: 'status' });
    expect(walk({ kind: 'story', id: 10, col: 'sel' }, ['ArrowUp'])).to.deep.equal({ kind: 'block', id: 1, part: 'name', col: 'sel' });
  });

  it('stops at the first and last rows', () => {
    expect(move({ kind: 'block', id: 1, part: 'status' }, 'ArrowUp')).to.deep.equal({ kind: 'block', id: 1, part: 'status' });
    expect(move({ kind: 'story', id: 30, col: 'slug' }, 'ArrowDown')).to.deep.equal({ kind: 'story', id: 30, col: 'slug' });
    expect(move({ kind: 'story', id: 10, col: 'slug' }, 'PageDown')).to.deep.equal({ kind: 'story', id: 30, col: 'slug' });
    expect(move({ kind: 'story', id: 30, col: 'slug' }, 'PageUp')).to.deep.equal({ kind: 'block', id: 1, part: 'name', col: 'slug' });
  });

  it('with nothing current, Up or Down starts at the first story; with no story at all, at the first block', () => {
    expect(move(null, 'ArrowDown')).to.deep.equal({ kind: 'story', id: 10, col: 'slug' });
    expect(move(null, 'ArrowUp')).to.deep.equal({ kind: 'story', id: 10, col: 'slug' });
    const empty = navRows([{ id: 7, standBy: false, stories: [] }]);
    expect(moveSpot(empty, null, 'ArrowDown', COLS, 'slug')).to.deep.equal({ kind: 'block', id: 7, part: 'name', col: 'slug' });
    // a block that is gone counts as nothing current
    expect(move({ kind: 'block', id: 99 }, 'ArrowDown')).to.deep.equal({ kind: 'story', id: 10, col: 'slug' });
  });

  it('Left and Right move across a block row\'s parts, and stop at its ends', () => {
    const b: GridSpot<Col> = { kind: 'block', id: 1, part: 'name', col: 'slug' };
    expect(walk(b, ['ArrowRight'])).to.deep.include({ part: 'standBy' });
    expect(walk(b, ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight'])).to.deep.include({ part: 'approved' });
    expect(walk(b, Array(9).fill('ArrowRight'))).to.deep.equal({ kind: 'block', id: 1, part: 'status', col: 'slug' });
    expect(walk(b, ['ArrowLeft'])).to.deep.include({ part: 'name' });
    // the Stand By block has its name and figures only
    expect(walk({ kind: 'block', id: 3 }, ['ArrowRight', 'ArrowRight'])).to.deep.equal({ kind: 'block', id: 3, part: 'figures' });
    expect(blockParts(true)).to.deep.equal(['name', 'figures']);
    expect(partOf({ part: 'approved' }, true)).to.equal('name');
    expect(partOf({ part: 'approved' }, false)).to.equal('approved');
  });

  it('Left and Right on a story move through the shown columns; Home and End go to the first and last story', () => {
    expect(move({ kind: 'story', id: 11, col: 'slug' }, 'ArrowRight')).to.deep.equal({ kind: 'story', id: 11, col: 'status' });
    expect(move({ kind: 'story', id: 11, col: 'sel' }, 'ArrowLeft')).to.deep.equal({ kind: 'story', id: 11, col: 'sel' });
    expect(move({ kind: 'block', id: 2, part: 'status', col: 'sel' }, 'Home')).to.deep.equal({ kind: 'story', id: 10, col: 'sel' });
    expect(move({ kind: 'story', id: 10, col: 'slug' }, 'End')).to.deep.equal({ kind: 'story', id: 30, col: 'slug' });
    expect(move(null, 'ArrowLeft')).to.equal(null);
    expect(move({ kind: 'story', id: 10, col: 'slug' }, 'a')).to.equal(null);
  });

  it('Enter and Space press a block\'s Stand By, approval and status; Enter and F2 edit its commercial break; only with the right', () => {
    const all = { write: true, admin: true };
    expect(['Enter', ' ', 'F2'].map((k) => blockCommand('standBy', k, all))).to.deep.equal(['standBy', 'standBy', null]);
    expect(['Enter', ' '].map((k) => blockCommand('approved', k, all))).to.deep.equal(['approve', 'approve']);
    expect(blockCommand('status', 'Enter', all)).to.equal('status');
    expect(['Enter', 'F2', ' '].map((k) => blockCommand('commercial', k, all))).to.deep.equal(['editCommercial', 'editCommercial', null]);
    expect(['name', 'figures'].map((p) => blockCommand(p as 'name', 'Enter', all))).to.deep.equal([null, null]);
    // a writer without the admin right may not approve; a reader presses nothing
    expect(blockCommand('approved', 'Enter', { write: true, admin: false })).to.equal(null);
    const reader = { write: false, admin: false };
    expect(['standBy', 'status', 'commercial'].map((p) => blockCommand(p as 'status', 'Enter', reader))).to.deep.equal([null, null, null]);
  });
});
