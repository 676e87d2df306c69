import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What a store knows of one file without reading it. */
export interface StoredFile {
  size: number;
}

/** Where uploaded files live: DATA_DIR/uploads on disk, or a table of the Postgres every instance shares (uploads/). */
export interface Storage {
  /** Stores bytes under a new key in `folder` and returns the key (folder/name.ext). */
  put(folder: string, ext: string, bytes: Buffer): Promise<string>;
  /** Stores bytes under a key derived from one `put` made (a logo's size variants beside it). */
  putAt(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** The file's size, or null when the key names nothing. */
  head(key: string): Promise<StoredFile | null>;
  /** Every stored key, in no set order. */
  list(): AsyncIterable<string>;
  remove(key: string): Promise<void>;
  /**
   * Stores whose reads are requests (an S3 bucket): the bytes as they arrive, so a picture is passed
   * on without being held whole, with its size and the store's version tag of it. Null when missing.
   */
  open?(key: string): Promise<OpenedFile | null>;
}

export interface OpenedFile {
  body: ReadableStream<Uint8Array>;
  size: number;
  etag: string | null;
}

// Bounded lengths: a name too long for the file system is simply not a key (never a server error).
const KEY_RE = /^[a-z-]{1,40}\/[a-z0-9-]{1,100}\.(png|jpg|webp|gif)$/;

export function isStorageKey(key: string): boolean {
  return KEY_RE.test(key);
}

export function createDiskStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(folder, ext, bytes) {
      const key = `${folder}/${randomUUID()}.${ext}`;
      const file = resolve(key);
      // Owner-only: ID photos are private, and nothing here is for other users of the machine.
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, bytes, { mode: 0o600 });
      return key;
    },
    async putAt(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        return await readFile(resolve(key));
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENAMETOOLONG' || code === 'ENOTDIR') return null;
        throw e;
      }
    },
    async head(key) {
      if (!isStorageKey(key)) return null;
      try {
        const s = await stat(resolve(key));
        return s.isFile() ? { size: s.size } : null;
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENAMETOOLONG' || code === 'ENOTDIR') return null;
        throw e;
      }
    },
    async *list() {
      let folders: string[];
      try {
        folders = await readdir(root);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw e;
      }
      for (const folder of folders.sort()) {
        let files: string[];
        try {
          files = await readdir(path.join(root, folder));
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code === 'ENOTDIR') continue;
          throw e;
        }
        // Anything else in the folder (a stray file, a half-written temp) is not an upload.
        for (const file of files.sort()) if (isStorageKey(`${folder}/${file}`)) yield `${folder}/${file}`;
      }
    },
    async remove(key) {
      if (!isStorageKey(key)) return;
      await rm(resolve(key), { force: true });
    },
  };
}

/** Folders whose files are private (ID photos): served only to admins through an authenticated route. */
export const PRIVATE_FOLDERS = ['private-id'] as const;

export function isPrivateKey(key: string): boolean {
  return PRIVATE_FOLDERS.some((f) => key.startsWith(`${f}/`));
}

/** The database keeps storage keys; responses carry URLs. */
export function publicImageUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  return isPrivateKey(key) ? `/api/admin/uploads/${key}` : `/api/uploads/${key}`;
}
