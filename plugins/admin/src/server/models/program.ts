import { Model } from '@lauda/sdk/server';

/** A row of `admin_programs`; the people and groups are in `admin_program_users` and `admin_program_groups`. */
export class ProgramModel extends Model {
  static override tableName = 'admin_programs';

  id!: number;
  name!: string;
  start!: string;
  end!: string;
  default_presenter_id!: number | null;
  default_announcer_id!: number | null;
  cg_device_id!: number | null;
  playout_device_id!: number | null;
  legacy!: boolean | number;
  active!: boolean | number;
  created_at!: number;
  updated_at!: number;
  version!: number;
}
