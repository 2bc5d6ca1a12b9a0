// Lint rules, including the one-way layering: resources <- dataProvider/authProvider <- src; resources <- server.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// react-admin imports react-router-dom; importing react-router beside it can load two router copies in tests.
const oneRouter = {
  name: 'react-router',
  message: "Import from 'react-router-dom', as react-admin does, so one router copy is loaded.",
};

/** A resource folder's server part: resources/user/server.ts. */
const serverPart = 'resources/*/server.ts';

/** `files` import nothing of the `forbidden` folders; of those in `typesOnly`, types only (erased at build). */
const layer = (files, forbidden, paths = [], typesOnly = []) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths,
        patterns: forbidden.map((dir) => ({
          group: [`**/${dir}/*`, `**/${dir}`],
          message: `Layering: ${files[0]} must not import ${dir}/${typesOnly.includes(dir) ? ' but types' : ''}.`,
          allowTypeImports: typesOnly.includes(dir),
        })),
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      'node_modules/',
      'data/',
      'coverage/',
      '.test-artifacts/',
      'server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['scripts/**/*.mjs', '*.js'], languageOptions: { globals: globals.node } },
  {
    files: ['src/**/*.{ts,tsx}', 'test/unit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // A config names its table by the schema's type: a wrong name is a type error (resources/types.ts).
  {
    ...layer(['resources/**'], ['src', 'server', 'dataProvider', 'authProvider', serverPart], [], ['server']),
    ignores: [serverPart],
  },
  // A resource folder's server.ts is server code kept beside its config: it may import server/, and only the server
  // may import it (server/routes/crud/extensions.ts finds it by its folder).
  layer([serverPart], ['src', 'dataProvider', 'authProvider']),
  layer(['dataProvider/**', 'authProvider/**'], ['src', 'server', serverPart]),
  layer(['src/**', 'test/unit/**'], ['server', serverPart], [oneRouter]),
  layer(['server/**'], ['src', 'dataProvider', 'authProvider']),
);
