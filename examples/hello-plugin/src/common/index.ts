/** What other plugins and the web half may import: ids, topic names, roles, DTO types. */
export const HELLO_PLUGIN_ID = 'hello';
export const HELLO_TOPIC = 'hello_greetings';
export const ROLE_HELLO_READ = 'ROLE_HELLO_READ' as const;
export const ROLE_HELLO_WRITE = 'ROLE_HELLO_WRITE' as const;
export const GREETING_MAX = 280;

export interface Greeting {
  id: number;
  text: string;
  author: string;
  createdAt: string;
}
