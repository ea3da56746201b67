// Lint: TypeScript rules plus the dependency direction of style.md §9.2 rule 1:
// contract/ and model/ ← everyone; render/ ← src/; layouts/ ← src/, server/; nobody imports src/ or server/.
import tseslint from 'typescript-eslint';

const fence = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});
const SRC = ['**/src/**', '@src/*'];
const SERVER = ['**/server/**'];
const RENDER = ['**/render/**', '@render/*'];
const LAYOUTS = ['**/layouts/**', '@layouts/*'];
const APP_STATE = ['jotai', 'jotai/*', 'react-router', 'react-router-dom', '**/lib/api-client*'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'data/**', 'server/db/migrations/**', '**/*.data.ts'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  { files: ['contract/**/*.ts'], rules: fence([...SRC, ...SERVER, ...RENDER, ...LAYOUTS, '**/model/**'], 'contract/ depends only on zod') },
  { files: ['model/**/*.{ts,tsx}'], rules: fence([...SRC, ...SERVER, ...RENDER, ...LAYOUTS], 'model/ is isomorphic and pure: it imports no app layer') },
  { files: ['render/**/*.{ts,tsx}'], rules: fence([...SRC, ...SERVER, ...LAYOUTS, ...APP_STATE], 'render/ never imports src/, server/, jotai, the router or the API client') },
  { files: ['layouts/**/*.{ts,tsx}'], rules: fence([...SRC, ...SERVER, ...RENDER, ...APP_STATE], 'layouts/ is pure and isomorphic') },
  { files: ['server/**/*.ts'], rules: fence([...SRC, ...RENDER, 'react', 'react-dom'], 'server/ never imports client or DOM code') },
  { files: ['src/**/*.{ts,tsx}'], rules: fence(SERVER, 'the client talks to the server only through contract/ and the API client') },
);
