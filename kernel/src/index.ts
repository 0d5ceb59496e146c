export { startKernel, bootKernel, KERNEL_VERSION, type Kernel, type KernelOptions } from './boot/kernel.js';
export { loadConfig, type KernelConfig } from './config/index.js';
export { startTestKernel, freshDatabase, testClient, TEST_PASSWORD } from './testing.js';
export { createUser } from './auth/users.js';
