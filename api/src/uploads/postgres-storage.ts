import { randomUUID } from 'node:crypto';
import { eq, gt, asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import { sniffImage } from '../lib/images';
import { isPrivateKey, isStorageKey, type Storage } from '../lib/storage';

/** Keys listed per query: the move command and checks walk the table without holding it all. */
const LIST_PAGE = 500;

/**
 * Uploads in the `uploads` table of the database every instance shares: a picture stored through one
 * instance is served by all. A key names its bytes for ever, so a row is never rewritten: a second
 * write of the same key (two instances making the same size copy at once) keeps the first.
 */
export function createPostgresStorage(db: Db): Storage {
  const write = async (key: string, bytes: Buffer) => {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    await db
      .insert(uploads)
      .values({
        key,
        data: bytes,
        // What the bytes are, for operators reading the table; the routes still decide from the bytes.
        contentType: sniffImage(bytes) ?? 'application/octet-stream',
        size: bytes.byteLength,
        private: isPrivateKey(key),
      })
      .onConflictDoNothing({ target: uploads.key });
  };
  return {
    async put(folder, ext, bytes) {
      const key = `${folder}/${randomUUID()}.${ext}`;
      await write(key, bytes);
      return key;
    },
    putAt: write,
    async get(key) {
      if (!isStorageKey(key)) return null;
      const [row] = await db.select({ data: uploads.data }).from(uploads).where(eq(uploads.key, key));
      return row?.data ?? null;
    },
    async head(key) {
      if (!isStorageKey(key)) return null;
      const [row] = await db.select({ size: uploads.size }).from(uploads).where(eq(uploads.key, key));
      return row ?? null;
    },
    async *list() {
      let after = '';
      for (;;) {
        const rows = await db
          .select({ key: uploads.key })
          .from(uploads)
          .where(gt(uploads.key, after))
          .orderBy(asc(uploads.key))
          .limit(LIST_PAGE);
        for (const r of rows) yield r.key;
        if (rows.length < LIST_PAGE) return;
        after = rows[rows.length - 1]!.key;
      }
    },
    async remove(key) {
      if (!isStorageKey(key)) return;
      await db.delete(uploads).where(eq(uploads.key, key));
    },
  };
}
