// Types of scripts/display-face.mjs for the TypeScript configs and tests.
export const DISPLAY_FACE_FILE: string;
export const BODY_FACE_FILE: string;
export const BODY_SOURCE: string;
export function displayCharacters(contentDir?: string): string;
export function displayFace(characters?: string): Promise<Uint8Array>;
export function bodyFace(characters?: string): Promise<Uint8Array>;
export function unicodeRange(characters?: string): string;
