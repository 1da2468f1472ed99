// @ts-check
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'renderer/dist/', 'coverage/', 'e2e/artifacts/', 'bench/out/', 'resources/'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // The server runs under plain Node (CLI, tests, Electron main): it never reaches into the shell or the UI.
    files: ['server/**/*.ts', 'models/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['electron'], message: 'server/ must run under plain Node: no electron imports.' },
          { group: ['**/main/**', '**/renderer/**'], message: 'server/ must not import the desktop shell or the renderer.' },
        ],
      }],
    },
  },
  {
    // The desktop shell starts the server and takes a window session through server/desktop.ts
    // only: never the server's services, repositories or database, and never the renderer.
    files: ['main/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/server/**', '!**/server/desktop.ts'], message: 'main/ uses the server only through server/desktop.ts.' },
          { group: ['**/renderer/**'], message: 'main/ must not import the renderer (it loads it in a window).' },
        ],
      }],
    },
  },
  {
    // The contract is shared with the renderer: schemas and types only.
    files: ['server/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['node:*', 'fs', 'path', 'better-sqlite3', 'express', 'electron'], message: 'server/contract is shared with the renderer: no runtime-specific imports.' },
          { group: ['../*', '!../contract/*'], message: 'server/contract imports nothing else of the server.' },
        ],
      }],
    },
  },
  {
    // The renderer talks to the server only over HTTP, through the generated client's browser-safe
    // files (client/index.ts is the Node script client); it may share the contract (schemas, types).
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/server/**', '!**/server/contract', '!**/server/contract/**'], message: 'renderer may import only server/contract.' },
          { group: ['**/client/**', '!**/client/api.gen.ts', '!**/client/transport.ts', '!**/client/sse-parser.ts'], message: 'renderer may import only client/api.gen.ts, client/transport.ts and client/sse-parser.ts.' },
          { group: ['node:*', 'fs', 'path', 'electron'], message: 'renderer runs in the browser.' },
        ],
      }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Sandboxed Electron preloads run as CommonJS where only require('electron') exists.
    files: ['main/**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
