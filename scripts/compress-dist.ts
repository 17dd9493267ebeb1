import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

// Precompressed copies let the server send .br/.gz without compressing on every request.
const compressible = /\.(js|css|html|svg|json|webmanifest|txt)$/

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name)
    return statSync(p).isDirectory() ? walk(p) : [p]
  })
}

for (const file of walk('dist').filter((f) => compressible.test(f))) {
  const data = readFileSync(file)
  if (data.byteLength < 1024) continue
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
}

// Written last: its presence says the build finished, compressed copies included (see ensure-build.ts).
writeFileSync('dist/.build-complete', new Date().toISOString())
