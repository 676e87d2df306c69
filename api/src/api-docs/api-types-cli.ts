import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_TYPES_FILE, apiTypesSource } from './api-types';

// `npm run api:types`: after changing a route's declaration, so the app's client sees its new shape.
writeFileSync(API_TYPES_FILE, await apiTypesSource());
console.log(`Wrote ${fileURLToPath(API_TYPES_FILE)}`);
