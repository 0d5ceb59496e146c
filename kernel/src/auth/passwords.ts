import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB memory, 2 passes): memory-hard, about 20 ms here.
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash of a random password: verifying against it costs as much as against a real one. */
let dummy: Promise<string> | null = null;
export const dummyHash = (): Promise<string> => (dummy ??= hash(`dummy-${Math.random()}`));
