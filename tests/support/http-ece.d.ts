// http_ece (web-push's own RFC 8188/8291 implementation) ships no types; the test push service decrypts with it.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'
  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer
}
