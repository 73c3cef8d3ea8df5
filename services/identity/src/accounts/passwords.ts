import { argon2id, argon2Verify } from 'hash-wasm';
import { randomBytes } from 'node:crypto';
import { oneAtATime } from './one-at-a-time';

/** Hashes and checks share one queue (one-at-a-time.ts: memory, not time). */
const argon2 = oneAtATime();

/** argon2id with the OWASP minimum: 19 MiB, 2 iterations, 1 lane. */
export async function hashPassword(password: string): Promise<string> {
  return argon2(() => argon2id({ password, salt: randomBytes(16), parallelism: 1, iterations: 2, memorySize: 19_456, hashLength: 32, outputType: 'encoded' }));
}

export async function passwordMatches(password: string, hash: string): Promise<boolean> {
  try {
    return await argon2(() => argon2Verify({ password, hash }));
  } catch {
    return false;
  }
}
