export * from './client-port.js';
export * from './ncs-server.js';
export * from './device-connection.js';
export * from './traffic-log.js';
