import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt cost: N = 2^15, r = 8, p = 1 (32 MiB of memory per hash, the OWASP recommendation for scrypt). The
 * parameters are stored in each hash, so raising them later keeps older hashes verifiable.
 */
export const passwordHashCost = { logN: 15, blockSize: 8, parallelism: 1 } as const;

const keyLengthBytes = 32;
const saltLengthBytes = 16;

function scryptAsync(password: string, salt: Buffer, logN: number, blockSize: number, parallelism: number): Promise<Buffer> {
  const cost = 2 ** logN;
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLengthBytes,
      { N: cost, r: blockSize, p: parallelism, maxmem: 256 * cost * blockSize },
      (error, derived) => (error === null ? resolve(derived) : reject(error)),
    );
  });
}

/** Hashes a password with scrypt and a random salt: `scrypt$<logN>$<r>$<p>$<salt base64url>$<hash base64url>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltLengthBytes);
  const { logN, blockSize, parallelism } = passwordHashCost;
  const derived = await scryptAsync(password, salt, logN, blockSize, parallelism);
  return ['scrypt', logN, blockSize, parallelism, salt.toString('base64url'), derived.toString('base64url')].join('$');
}

/** True when `password` matches a hash made by {@link hashPassword}; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, blockSize, parallelism, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64url');
  const derived = await scryptAsync(password, Buffer.from(salt, 'base64url'), Number(logN), Number(blockSize), Number(parallelism));
  return derived.length === expected.length && timingSafeEqual(derived, expected);
}

/** A hash of a random password, verified against when an email has no account so both answers take as long. */
let decoyHash: Promise<string> | undefined;
export function passwordDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return decoyHash;
}
