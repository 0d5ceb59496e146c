/**
 * What other plugins' servers may know of the map (the package's `./server` entry): the shape of
 * a source of points. The map's sources are assembled in its setup (`plugin.ts`).
 */
export type { MapSource } from './context.js';
export type { MapPoint } from '../common/index.js';
