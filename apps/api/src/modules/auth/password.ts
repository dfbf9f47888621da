import { hash, verify } from '@node-rs/argon2';

/** Argon2id with OWASP's minimum: 19 MiB of memory, 2 passes, 1 lane. */
const options = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not tell. */
let decoy: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<void> {
  decoy ??= hashPassword('decoy-password-never-used-1');
  await verifyPassword(await decoy, password);
}
