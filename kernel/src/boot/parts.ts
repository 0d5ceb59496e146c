import type { AwilixContainer } from 'awilix';
import { coreServices, type Config, type PluginDefinition, type ServiceRef } from '@lauda/sdk/server';
import type { KernelConfig } from '../config/index.js';
import type { KernelLogger } from './logger.js';

/**
 * The resolved `deps` of a plugin: kernel services, and services of the plugins it names in
 * `dependsOn`; its own config block and a logger named after it.
 */
export function pluginDeps(container: AwilixContainer, config: KernelConfig, baseConfig: Config, logger: KernelLogger) {
  return (p: PluginDefinition<any>) =>
    Object.fromEntries(
      Object.entries((p.deps ?? {}) as Record<string, ServiceRef<unknown>>).map(([key, ref]) => {
        const owner = ref.id.split('.')[0]!;
        if (owner !== 'core' && owner !== p.id && !(p.dependsOn ?? []).includes(owner)) {
          throw new Error(`Plugin "${p.id}" uses service "${ref.id}" of plugin "${owner}" without naming "${owner}" in dependsOn`);
        }
        if (!container.hasRegistration(ref.id)) throw new Error(`Plugin "${p.id}" asks for unknown service "${ref.id}"`);
        if (ref.id === coreServices.config.id) return [key, { ...baseConfig, plugin: config.plugins?.[p.id]?.config ?? {} }];
        if (ref.id === coreServices.logger.id) return [key, logger.child(p.id)];
        return [key, container.resolve(ref.id)];
      }),
    );
}

/** Topics the kernel itself publishes on (spec names). */
export const kernelTopics = [
  { name: 'sessions', access: 'authenticated' as const, description: 'sign-in, sign-out and force-out of users' },
  { name: 'entity_locker', access: 'authenticated' as const, documents: true, description: 'document locks: LOCK, UNLOCK, TAKE_OVER (only to who may see the document)' },
  { name: 'notifications', access: 'authenticated' as const, description: 'notifications to a user: CREATE (the notification), READ ({ ids, unread }); each only to its user' },
  { name: 'users', access: 'authenticated' as const, description: 'presence: LOGIN, and LOGOUT when a user\'s last session ends (data: id, nickname, online, forced)' },
];

