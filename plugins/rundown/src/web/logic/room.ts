/**
 * What the toolbar and totals take above the grid, learnt per rundown view width: the grid's
 * height can then be expected before the grid exists (see grid/roomHeight.ts). The least height
 * seen above is kept, so a smaller grid is never assumed than one measured.
 */
import { BoundedMap } from '@lauda/sdk/web';

export interface Room {
  width: number;
  height: number;
}

export class AboveGrid {
  private readonly byWidth: BoundedMap<number, number>;
  constructor(widthsKept = 20) {
    this.byWidth = new BoundedMap(widthsKept);
  }

  /** the grid's height expected in a view of `room`'s size */
  gridHeight(room: Room): number {
    return Math.max(0, room.height - (this.byWidth.get(room.width) ?? 0));
  }

  /** the grid measured `height` in a view of `room`'s size */
  learn(room: Room, height: number): void {
    if (height <= 0 || height > room.height) return;
    const above = room.height - height;
    const known = this.byWidth.get(room.width);
    if (known === undefined || above < known) this.byWidth.set(room.width, above);
  }
}
