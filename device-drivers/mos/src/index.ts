/** @lauda/driver-mos: Lauda as a MOS 2.8.5 NCS. The default export of `./driver` is the driver definition. */
export * from './model/index.js';
export * as protocol from './protocol/index.js';
export { MosNcsConnection, MosNcsServer, MosClientPort, TrafficLog, resolveOptions, type ConnectionStatus, type ResolvedMosOptions } from './connector/index.js';
export { default as mosDriver, createMosInstance, ncsSettings, mosOptionsSchema, testMosConnection, MOS_DRIVER_ID, type MosDeviceInstance } from './driver.js';
