declare module 'heic-decode' {
  interface DecodedHeic {
    width: number;
    height: number;
    /** RGBA, 4 bytes per pixel, orientation (irot/imir) already applied by libheif. */
    data: Uint8ClampedArray;
  }
  /** Decodes the primary image of a HEIC file (libheif compiled to WebAssembly). */
  function decode(input: { buffer: Uint8Array }): Promise<DecodedHeic>;
  export default decode;
}
