// Where the read-only shared fixtures live (real books, model fixtures). Tests never copy
// them into the project; the model manager installs from them as a mirror.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const sharedDir = process.env.GLAVA_SHARED ?? resolve(repoRoot, '..', 'shared');
export const booksDir = join(sharedDir, 'books');
export const sharedModelsDir = join(sharedDir, 'models');
export const hasShared = existsSync(booksDir);
