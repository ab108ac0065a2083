// ESLint for the whole workspace: the recommended JavaScript rules and typescript-eslint's
// type-checked rules on every TypeScript file (each file is checked against the tsconfig.json of
// its package, found by the project service), plain recommended rules on the JavaScript scripts.
// Formatting is Prettier's business (`prettier --check .`), not ESLint's.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // The declarations of a script (scripts/*.d.mts) only give its types to the TypeScript tests that
  // import it: they are checked by those tests' type checks, not by ESLint.
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'docs-api/**',
      '**/coverage/**',
      '**/.examples/**',
      'scripts/*.d.mts',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.ts', '**/*.mts', '**/*.cts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['apps/web/src/**', 'apps/web/e2e/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
