// The proof of work in component tests: machines/actors/proof.ts is replaced (tests/setup-dom.ts) by this double, so
// a form's request is the first the network stub sees. The module itself is tested in tests/forms/proof.test.ts
// against the functions' own checker, and in the browser by the end-to-end tests.
import { vi } from 'vitest';
import type { Proof } from '../machines/actors/proof';

let issued = 0;
/** A distinct stand-in proof per request, as the real module spends one per request. */
export function testProof(): Proof {
  issued++;
  return {
    challenge: {
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        cost: 1,
        keyLength: 32,
        keyPrefix: '00',
        nonce: `test-nonce-${issued}`,
        salt: '00',
        expiresAt: 4102444800,
      },
      signature: `test-signature-${issued}`,
    },
    solution: { counter: issued, derivedKey: '00' },
  };
}

export const proofDouble = {
  prepareProof: vi.fn(),
  takeProof: vi.fn(() => Promise.resolve(testProof())),
  takeReadyProof: vi.fn(() => testProof()),
};
