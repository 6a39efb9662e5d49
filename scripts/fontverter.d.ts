// The part of fontverter (which ships no types) that tests/scripts/displayFace.test.ts uses: a WOFF2 file as an
// OpenType font (sfnt) that opentype.js can read.
declare module 'fontverter' {
  const fontverter: {
    convert(font: Uint8Array, toFormat: 'sfnt' | 'woff' | 'woff2', fromFormat?: string): Promise<Uint8Array>;
  };
  export default fontverter;
}
