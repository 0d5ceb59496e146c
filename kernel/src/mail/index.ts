/** The kernel's mail: `core.mail` for the plugins and the admin's SMTP routes. */
import { asValue, type AwilixContainer } from 'awilix';
import { coreServices, type PluginRouter } from '@lauda/sdk/server';
import type { KnexDatabase } from '../storage/db.js';
import { MailConfigStore } from './config.js';
import { mailRoutes, type MailRouteDeps } from './routes.js';
import { KernelMail } from './service.js';

export function installMail(container: AwilixContainer, router: PluginRouter, db: KnexDatabase, branch: MailRouteDeps['branch']): KernelMail {
  const store = new MailConfigStore(db);
  const mail = new KernelMail(store);
  container.register(coreServices.mail.id, asValue(mail));
  mailRoutes(router, { store, mail, branch });
  return mail;
}
