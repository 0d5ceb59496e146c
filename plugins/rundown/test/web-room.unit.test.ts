// The grid's height expected before it exists: what is above it, learnt per view width.
import { expect } from 'chai';
import { AboveGrid } from '../src/web/logic/room.js';

describe('web: the grid height expected in a rundown view', () => {
  it('is the whole view until a grid was measured at that width, then the view less what was above it', () => {
    const above = new AboveGrid();
    expect(above.gridHeight({ width: 1200, height: 636 })).to.equal(636);
    above.learn({ width: 1200, height: 636 }, 441);
    expect(above.gridHeight({ width: 1200, height: 636 })).to.equal(441);
    // a taller window of the same width: the same toolbar and totals above
    expect(above.gridHeight({ width: 1200, height: 800 })).to.equal(605);
    // another width may wrap the toolbar: not assumed
    expect(above.gridHeight({ width: 390, height: 700 })).to.equal(700);
  });

  it('keeps the least seen above the grid, so a smaller grid is never assumed than one measured', () => {
    const above = new AboveGrid();
    above.learn({ width: 1200, height: 636 }, 400); // an on-air banner took room
    above.learn({ width: 1200, height: 636 }, 441);
    above.learn({ width: 1200, height: 636 }, 420);
    expect(above.gridHeight({ width: 1200, height: 636 })).to.equal(441);
  });

  it('ignores a measurement that cannot be right, and keeps a bounded number of widths', () => {
    const above = new AboveGrid(2);
    above.learn({ width: 1200, height: 636 }, 0);
    above.learn({ width: 1200, height: 636 }, 700);
    expect(above.gridHeight({ width: 1200, height: 636 })).to.equal(636);
    above.learn({ width: 1000, height: 600 }, 500);
    above.learn({ width: 1100, height: 600 }, 500);
    above.learn({ width: 1200, height: 600 }, 500);
    expect(above.gridHeight({ width: 1000, height: 600 })).to.equal(600);
    expect(above.gridHeight({ width: 1100, height: 600 })).to.equal(500);
    expect(above.gridHeight({ width: 1200, height: 650 })).to.equal(550);
  });
});
