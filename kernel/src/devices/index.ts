export { createDeviceRegistry, KernelDeviceRegistry, DEVICES_TOPIC, type DevicesConfig, type DeviceRegistryDeps } from './registry.js';
export { discoverDrivers, importDriver, checkDriver, type InstalledDriver } from './discovery.js';
