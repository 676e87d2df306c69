import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * The admin area's lazy chunks, and the schemas fans' forms load when they open (zod with them):
 * what only these load stays out of the fans' precache.
 */
const isAdminArea = (key: string) => key.startsWith('src/admin/') || key === 'src/components/form-schemas.ts';

/**
 * Build files that only administrators run (the admin screens, zod and the schemas they validate
 * with): everything in the build manifest that the public entry and the public routes never load,
 * statically or lazily. They stay out of the fans' precache; an admin's browser fetches them when
 * the admin area opens and keeps them in a runtime cache for courtside use without signal.
 */
export function adminOnlyFiles(dist: string): Set<string> {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return new Set();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const publicKeys = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || publicKeys.has(key)) return;
    publicKeys.add(key);
    for (const k of chunk.imports ?? []) visit(k);
    for (const k of chunk.dynamicImports ?? []) if (!isAdminArea(k)) visit(k);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const publicFiles = new Set<string>();
  for (const key of publicKeys) {
    const chunk = manifest[key]!;
    publicFiles.add(chunk.file);
    for (const css of chunk.css ?? []) publicFiles.add(css);
  }
  const adminOnly = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? [])]) if (!publicFiles.has(file)) adminOnly.add(file);
  }
  return adminOnly;
}
