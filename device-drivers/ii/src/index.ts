/** @lauda/driver-ii: the Chyron Intelligent Interface driver, its protocol and its simulator. */
export { default, default as iiDriver, createIiInstance, testIiConnection, iiOptionsSchema, II_DEFAULTS, II_DRIVER_ID } from './driver.js';
export type { IiDeviceInstance, IiDeviceOptions } from './driver.js';
export * from './protocol.js';
export * from './charset.js';
export { IiConnection, type IiConnectionOptions, type Settled } from './connection.js';
export { creditValues, cut, findTemplate, numberedFields, templatesFromOptions, II_MESSAGE_KEYS } from './templates.js';
export { TrafficLog } from '@lauda/sdk/device';
export { IiSimulator, DEMO_TEMPLATES, type Failure, type ReceivedCommand, type SimulatorOptions } from './simulator.js';
