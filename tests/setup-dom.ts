import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// The proof of work (a challenge fetched and solved in a worker) is a double here: see tests/proofDouble.ts.
vi.mock('../machines/actors/proof', async () => (await import('./proofDouble')).proofDouble);
