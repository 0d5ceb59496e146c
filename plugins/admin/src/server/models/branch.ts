import { Model } from '@lauda/sdk/server';
import type { Branch } from '../../common/index.js';
import { bool } from '../util.js';

/** A remote company (branch) of the same organisation. */
export class BranchModel extends Model {
  static override tableName = 'admin_branches';

  id!: number;
  name!: string;
  host!: string;
  active!: boolean | number;
  credential!: string | null;
  created_at!: number;
  updated_at!: number;
  version!: number;

  toBranch(): Branch {
    return { id: Number(this.id), name: this.name, host: this.host, active: bool(this.active), credentialSet: !!this.credential, version: Number(this.version ?? 0) };
  }
}
