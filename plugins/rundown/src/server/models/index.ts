/**
 * Objection models of the plugin's tables, bound to the kernel's database with `db.bind(…)`.
 * Rows keep their column names (snake_case); `codec.ts` turns them into API shapes.
 */
import { Model } from '@lauda/sdk/server';

export class RundownModel extends Model {
  static override tableName = 'rundown_rundowns';
  [column: string]: any;
}

export class BlockModel extends Model {
  static override tableName = 'rundown_blocks';
  [column: string]: any;
}

export class StoryModel extends Model {
  static override tableName = 'rundown_stories';
  [column: string]: any;
}

export class TemplateModel extends Model {
  static override tableName = 'rundown_templates';
  [column: string]: any;
}

export class RundownLogModel extends Model {
  static override tableName = 'rundown_logs';
  [column: string]: any;
}

export interface Models {
  Rundowns: typeof RundownModel;
  Blocks: typeof BlockModel;
  Stories: typeof StoryModel;
  Templates: typeof TemplateModel;
  Logs: typeof RundownLogModel;
}
