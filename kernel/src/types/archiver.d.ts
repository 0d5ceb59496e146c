/** The part of archiver 8 (ESM, no bundled types; @types/archiver describes the older API) the kernel uses. */
declare module 'archiver' {
  import type { Transform } from 'node:stream';
  export interface EntryData {
    name: string;
    date?: Date;
  }
  export class ZipArchive extends Transform {
    constructor(options?: { zlib?: { level?: number }; comment?: string });
    append(source: string | Buffer | NodeJS.ReadableStream, data: EntryData): this;
    finalize(): Promise<void>;
    abort(): this;
    pointer(): number;
  }
}
