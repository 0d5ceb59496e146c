/** `core.passwordChecks`: the checks plugins register for the users whose password they keep. */
import type { PasswordAccount, PasswordCheck, PasswordChecks } from '@lauda/sdk/server';

export class KernelPasswordChecks implements PasswordChecks {
  private readonly checks: PasswordCheck[] = [];

  register(check: PasswordCheck): () => void {
    this.checks.push(check);
    return () => {
      const i = this.checks.indexOf(check);
      if (i >= 0) this.checks.splice(i, 1);
    };
  }

  /** the check that owns this account's password, or null: the local hash decides */
  async owner(account: PasswordAccount): Promise<PasswordCheck | null> {
    for (const c of this.checks) if (await c.handles(account)) return c;
    return null;
  }
}
