// argon2id with the OWASP Password Storage Cheat Sheet's first configuration (19 MiB, t=2, p=1).
import { hash, verify } from '@node-rs/argon2';

const options = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum, not importable under isolatedModules) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
