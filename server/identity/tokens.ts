import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque random token (256 bits, base64url). Only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A six-digit numeric code from a CSPRNG. */
export const newSmsCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
