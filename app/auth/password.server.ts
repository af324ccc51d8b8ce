import { hash, verify } from '@node-rs/argon2'

/** Stored as the password hash of an account made by an organisation sign-in: no password opens it. */
export const NO_PASSWORD = '!organisation-sign-in'

// argon2id (the library default) with the OWASP minimum parameters: 19 MiB, 2 passes, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, options)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

// Verifying against this when the account does not exist keeps response times alike,
// so timing does not reveal which emails have accounts.
let dummyHash: Promise<string> | undefined
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('consilium-timing-equaliser')
  await verifyPassword(await dummyHash, password)
}
