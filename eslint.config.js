// Lint: TypeScript rules plus the dependency direction of style.md §9.2 rule 1:
// contract/ and model/ ← everyone; render/ ← src/; layouts/ ← src/, server/; nobody imports src/ or server/.
// Server domain boundaries (docs/developing.md "Adding a domain"), enforced here:
//  (a) drizzle-orm and db/schema are imported only by *.repo.ts files (queries live in repos);
//  (b) a domain imports another domain only through its index.ts (`../<other>/index`);
//  (c) no import cycles in server/ (import-x/no-cycle; type-only imports do not count).
// Client rules (src/README.md "Server state" and "Features"):
//  (d) react-hooks: rules-of-hooks and exhaustive-deps are errors (src/ and render/);
//  (e) jotai only through src/app/store.ts;
//  (f) no raw query keys: no array literal as a queryKey or a setQueryData key, no whole-cache invalidate/refetch/
//      reset/remove — keys come from src/lib/query.ts (queryKeyOf, callQuery, invalidate) in a <domain>.queries.ts;
//  (g) a feature reaches another feature only through its index.ts or its <domain>.queries.ts;
//  (h) a component (.tsx) does not call the API: it uses its feature's <domain>.queries.ts.
// scripts/lint-fences.test.ts proves each fence fails on a violation.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const fence = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});
const SRC = ['**/src/**', '@src/*'];
const SERVER = ['**/server/**'];
const RENDER = ['**/render/**', '@render/*'];
const LAYOUTS = ['**/layouts/**', '@layouts/*'];
const APP_STATE = ['jotai', 'jotai/*', 'react-router', 'react-router-dom', '**/lib/api-client*'];

// ——— Server fences ———
const CLIENT_CODE = { group: [...SRC, ...RENDER, 'react', 'react-dom'], message: 'server/ never imports client or DOM code' };
const DB_CODE = {
  group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
  message: 'queries live in *.repo.ts: import drizzle-orm and db/schema only there (call a repo function from the service)',
};
// `../<other>/<file>` where <file> is not `index`: another domain's internals.
const OTHER_DOMAIN_FILE = {
  regex: '^\\.\\./(?!\\.\\.?/)[^/]+/(?!index$).+',
  message: "another domain is reached only through its index.ts: import from '../<domain>/index'",
};
const serverFence = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: [CLIENT_CODE, ...patterns] }] });

const DOMAIN_TESTS = ['server/domains/**/*.test.ts', 'server/domains/**/*.testkit.ts', 'server/domains/**/test-support.ts'];
/** Files that may import drizzle-orm and db/schema. */
const DB_ALLOWED = [
  'server/**/*.repo.ts',
  'server/db/**', // the schema and the database client themselves
  'server/seed/**', // demo data: bulk inserts of generated clans and memorials, run at first start
  'server/adapters/**', // I/O adapters own their tables (the SMS outbox)
  'server/**/*.test.ts', 'server/**/*.testkit.ts', 'server/**/test-support.ts', // tests read and arrange rows directly
  'server/domains/**/*.repo.ts',
];

// ——— Client fences ———
const CLIENT_TO_SERVER = { group: SERVER, message: 'the client talks to the server only through contract/ and the API client' };
const JOTAI = { group: ['jotai', 'jotai/*'], message: "jotai is used only through src/app/store.ts: import atom, useAtomValue … from '@src/app/store'" };
// '@src/features/<f>/<file>' where <file> is neither `index` nor `<f>.queries`.
const FEATURE_INTERNALS = {
  regex: '^@src/features/([^/]+)/(?!index$)(?!\\1\\.queries$).+',
  message: "another feature is reached only through its index.ts or its <domain>.queries.ts (inside a feature, import relatively)",
};
// A relative import that climbs out of the feature folder into a sibling: depth 1 = src/features/<f>/x.ts.
const siblingFeature = (depth) => ({
  regex: `^(\\.\\./){${depth}}(?!\\.\\.)`,
  message: "another feature is reached only through '@src/features/<domain>/index' or its <domain>.queries.ts",
});
const srcFence = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: [CLIENT_TO_SERVER, JOTAI, ...patterns] }] });
const CACHE_WIDE = '/^(invalidateQueries|refetchQueries|resetQueries|removeQueries)$/';
const RAW_KEYS = [
  'error',
  { selector: "Property[key.name='queryKey'] > ArrayExpression", message: 'no raw query keys: build queries with callQuery/callInfinite or key them with queryKeyOf(def, params) (src/lib/query.ts)' },
  { selector: "CallExpression[callee.property.name=/^(setQueryData|getQueryData|setQueriesData|getQueriesData|fetchQuery|prefetchQuery)$/] > ArrayExpression.arguments", message: 'no raw query keys: use setCallData/getCallData or queryKeyOf(def, params) (src/lib/query.ts)' },
  { selector: `CallExpression[callee.property.name=${CACHE_WIDE}][arguments.length=0]`, message: 'no whole-cache invalidation: invalidate exactly what the write changed (invalidate(def | [def, params]) in the domain’s queries file)' },
  { selector: `CallExpression[callee.property.name=${CACHE_WIDE}] > ObjectExpression.arguments:not(:has(Property[key.name=/^(queryKey|predicate)$/]))`, message: 'no whole-cache invalidation: give a queryKey from queryKeyOf(def, params)' },
];

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
  { files: ['server/**/*.ts'], rules: serverFence(DB_CODE) },
  { files: DB_ALLOWED, rules: serverFence() },
  // server/domains/index.ts is the registry (composition root): it imports every domain's routes and ../http.
  { files: ['server/domains/**/*.ts'], ignores: [...DB_ALLOWED, 'server/domains/index.ts'], rules: serverFence(DB_CODE, OTHER_DOMAIN_FILE) },
  { files: DB_ALLOWED.filter((f) => f.startsWith('server/domains/')).concat(DOMAIN_TESTS), rules: serverFence(OTHER_DOMAIN_FILE) },
  {
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // src/app is the composition root: it imports each feature's routes.ts and screens.tsx (and the session routine).
  { files: ['src/**/*.{ts,tsx}'], rules: srcFence() },
  { files: ['src/{components,lib}/**/*.{ts,tsx}'], rules: srcFence(FEATURE_INTERNALS) },
  { files: ['src/features/*/*.{ts,tsx}'], rules: srcFence(FEATURE_INTERNALS, siblingFeature(1)) },
  { files: ['src/features/*/*/*.{ts,tsx}'], rules: srcFence(FEATURE_INTERNALS, siblingFeature(2)) },
  { files: ['src/features/*/*/*/*.{ts,tsx}'], rules: srcFence(FEATURE_INTERNALS, siblingFeature(3)) },
  { files: ['src/app/store.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [CLIENT_TO_SERVER] }] } },
  { files: ['src/**/*.{ts,tsx}'], ignores: ['src/lib/query.ts', 'src/lib/mutation.ts'], rules: { 'no-restricted-syntax': RAW_KEYS } },
  {
    files: ['src/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [{
        name: '@src/lib/api-client', importNames: ['api'],
        message: "components do not call the API: read and write through the feature's <domain>.queries.ts (callQuery, mutation)",
      }] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'render/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Tests wait for conditions and never assert times (scripts/lint-test-timing.test.ts shows both fail).
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': ['error',
        { object: 'performance', property: 'now', message: 'no timing in tests: measure in benchmarks/<name>.bench.ts with a baseline in benchmarks/baselines/' },
        { property: 'waitForTimeout', message: 'wait for a condition (expect.poll, locator.waitFor, data-settled), never a fixed time' },
      ],
    },
  },
);
