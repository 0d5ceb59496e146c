export * from './client-port.js';
export * from './ncs-server.js';
export * from './device-connection.js';
export { TrafficLog } from '@lauda/sdk/device';
