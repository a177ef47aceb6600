// class-transformer ships the typings of its metadata storage apart from the CommonJS file Node loads.
declare module 'class-transformer/cjs/storage.js' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage';
}
