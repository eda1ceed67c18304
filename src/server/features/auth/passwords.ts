import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's parameters (m=19 MiB, t=2, p=1). */
const OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id, // the const enum cannot be read under isolatedModules
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so response time does not reveal unknown emails. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('petmatch-dummy-password');
  await verifyPassword(await dummyHash, password);
}
