export { startKernel, bootKernel, KERNEL_VERSION, type Kernel, type KernelOptions } from './boot/kernel.js';
export { loadConfig, type KernelConfig } from './config/index.js';
export { startTestKernel, freshDatabase, testClient, TEST_PASSWORD, Inbox } from './testing.js';
export { createUser } from './auth/users.js';
export { KernelPdf, type PdfSources } from './pdf/service.js';
export { discoverPlugins, findNodeModules } from './plugins/loader.js';
import { discoverPlugins, findNodeModules } from './plugins/loader.js';
/** Ids of every plugin package installed beside the kernel. */
export const installedPluginIds = (from = process.cwd()): string[] => [...discoverPlugins(findNodeModules(from)).keys()].sort();
