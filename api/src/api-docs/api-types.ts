import openapiTS, { astToString } from 'openapi-typescript';
import { API_ROUTES } from '../endpoints';
import { openApiDocument } from './routes';

/** Where the app's types of the API live: the PWA's client reads its answer types from them. */
export const API_TYPES_FILE = new URL('../../../pwa/src/data/api-paths.gen.ts', import.meta.url);

const HEADER = `// Generated from the API's OpenAPI document by \`npm run api:types\`: do not edit by hand.
// The app's client (api.ts) reads each call's answer type from its path here; types only, no code.
`;

/** The TypeScript types of the API document, as the app keeps them. */
export async function apiTypesSource(): Promise<string> {
  const document = JSON.parse(JSON.stringify(openApiDocument(API_ROUTES)));
  const ast = await openapiTS(document, { alphabetize: true });
  return HEADER + astToString(ast);
}
