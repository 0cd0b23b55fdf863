// ESLint (flat config): the recommended rules with browser globals, over the
// front-end modules that are type-checked, the list in tsconfig.checkjs.json.
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';

const include = JSON.parse(readFileSync(new URL('./tsconfig.checkjs.json', import.meta.url), 'utf8')).include.filter((pattern) =>
  pattern.endsWith('.js'),
);

export default [
  { ignores: ['**/*.js', '**/*.mjs', '**/*.cjs', ...include.map((pattern) => `!${pattern}`)] },
  {
    files: include,
    ...js.configs.recommended,
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.browser } },
  },
];
