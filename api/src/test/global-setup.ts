import { prepareTemplate } from './database';

/** Runs once before the API test files: the migrated template they each copy. */
export default async function setup() {
  await prepareTemplate();
}
