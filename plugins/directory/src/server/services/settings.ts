/** The directory settings (one row, versioned). Disabled and empty until an administrator sets them. */
import { PreconditionFailedError, type Knex } from '@lauda/sdk/server';
import { ATTRIBUTE_PRESETS, DIRECTORY_ERRORS, type DirectoryConfig, type DirectoryConfigInput } from '../../common/index.js';

/** The settings as the server uses them: the bind password included. */
export type Settings = Omit<DirectoryConfig, 'bindPasswordSet'> & { bindPassword: string };

const preset = ATTRIBUTE_PRESETS.openLdap;
export const DEFAULT_SETTINGS: Settings = {
  enabled: false, url: '', bindDn: '', bindPassword: '', usersBaseDn: '', userFilter: preset.userFilter,
  usernameAttribute: preset.usernameAttribute, nameAttribute: preset.nameAttribute, emailAttribute: preset.emailAttribute,
  groupsBaseDn: '', groupFilter: preset.groupFilter, groupMemberAttribute: preset.groupMemberAttribute,
  syncEveryMinutes: 0, deactivateMissing: true, version: 0,
};

export async function readSettings(q: Knex | Knex.Transaction): Promise<Settings> {
  return fromRow(await q('ldap_settings').where('id', 1).first());
}

function fromRow(r: Record<string, any> | undefined): Settings {
  if (!r) return DEFAULT_SETTINGS;
  return {
    enabled: !!r.enabled, url: r.url, bindDn: r.bind_dn, bindPassword: r.bind_password, usersBaseDn: r.users_base_dn,
    userFilter: r.user_filter, usernameAttribute: r.username_attribute, nameAttribute: r.name_attribute, emailAttribute: r.email_attribute,
    groupsBaseDn: r.groups_base_dn, groupFilter: r.group_filter, groupMemberAttribute: r.group_member_attribute,
    syncEveryMinutes: Number(r.sync_every_minutes), deactivateMissing: !!r.deactivate_missing, version: Number(r.version),
  };
}

/** What the API answers: never the password, only whether one is set. */
export function publicConfig(s: Settings): DirectoryConfig {
  const { bindPassword, ...rest } = s;
  return { ...rest, bindPasswordSet: bindPassword !== '' };
}

/** Saves when `version` is the stored one (else 412 ldap.staleVersion with the current one); `bindPassword` absent keeps the stored one. */
export async function writeSettings(knex: Knex, next: DirectoryConfigInput): Promise<DirectoryConfig> {
  return knex.transaction(async (trx) => {
    const row = await trx('ldap_settings').where('id', 1).forUpdate().first();
    const current = fromRow(row);
    const version = current.version;
    if (next.version !== version) {
      throw new PreconditionFailedError('The directory settings were changed by someone else: reload them', DIRECTORY_ERRORS.staleVersion, { version });
    }
    const saved: Settings = { ...next, bindPassword: next.bindPassword ?? current.bindPassword, version: version + 1 };
    const values = {
      enabled: saved.enabled, url: saved.url, bind_dn: saved.bindDn, bind_password: saved.bindPassword, users_base_dn: saved.usersBaseDn,
      user_filter: saved.userFilter, username_attribute: saved.usernameAttribute, name_attribute: saved.nameAttribute,
      email_attribute: saved.emailAttribute, groups_base_dn: saved.groupsBaseDn, group_filter: saved.groupFilter,
      group_member_attribute: saved.groupMemberAttribute, sync_every_minutes: saved.syncEveryMinutes,
      deactivate_missing: saved.deactivateMissing, version: saved.version,
    };
    if (row) await trx('ldap_settings').where('id', 1).update(values);
    else await trx('ldap_settings').insert({ id: 1, ...values });
    return publicConfig(saved);
  });
}
