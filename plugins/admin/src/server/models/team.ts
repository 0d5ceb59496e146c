import { Model } from '@lauda/sdk/server';

/** A row of `admin_teams`; the members are in `admin_team_members`. */
export class TeamModel extends Model {
  static override tableName = 'admin_teams';

  id!: number;
  name!: string;
  created_at!: number;
  updated_at!: number;
  version!: number;
}
