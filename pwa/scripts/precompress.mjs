/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, so the
 * server sends a phone a fraction of the bytes without compressing on each request (the API's
 * static serving picks the copy the browser accepts and sets Content-Encoding).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ics)$/;
// Below this a compressed copy saves less than the headers it costs.
const MIN_BYTES = 1024;

export function precompress(dir) {
  const written = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const stat = statSync(file);
    if (stat.isDirectory()) {
      // The build manifest is read by the benchmark, never served.
      if (name !== '.vite') written.push(...precompress(file));
      continue;
    }
    if (!COMPRESSIBLE.test(name) || stat.size < MIN_BYTES) continue;
    const raw = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
    written.push(file);
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
  const files = precompress(dist);
  console.log(`precompressed ${files.length} files (brotli and gzip) in ${path.relative(process.cwd(), dist) || '.'}`);
}
