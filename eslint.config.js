// Flat config in the manner of actions/typescript-action: typescript-eslint's recommended
// type-aware rules, jest's rules for tests, and Prettier owning the formatting.
import js from '@eslint/js'
import jest from 'eslint-plugin-jest'
import prettier from 'eslint-config-prettier'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'reports/', '.stryker-tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js'] },
        tsconfigRootDir: import.meta.dirname
      }
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      eqeqeq: ['error', 'smart']
    }
  },
  {
    // The house's size rules (STYLE.md): a module reads in one sitting, a function on one screen.
    files: ['src/**/*.ts', 'emulator/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 250, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
      // Only the runner edge talks to the runner; only the HTTP stack loads undici.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@actions/core',
              message: 'Only src/action/ talks to the runner: take an ActionIO.'
            },
            { name: 'undici', message: "Only src/http/ loads undici: use the run's HttpStack." }
          ]
        }
      ]
    }
  },
  {
    files: ['src/action/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'undici', message: 'Only src/http/ loads undici.' }] }
      ]
    }
  },
  {
    files: ['src/http/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@actions/core', message: 'Only src/action/ talks to the runner.' }] }
      ]
    }
  },
  {
    files: ['__tests__/**/*.ts'],
    ...jest.configs['flat/recommended'],
    rules: {
      ...jest.configs['flat/recommended'].rules,
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*'] }],
      'jest/no-disabled-tests': 'error',
      'jest/no-identical-title': 'error',
      // Contract violations are checked after every test against the stand-in.
      'jest/no-standalone-expect': ['error', { additionalTestBlockFunctions: ['afterEach'] }],
      '@typescript-eslint/unbound-method': 'off'
    }
  },
  {
    // Plain JS preloaded by the bench into the measured process: linted without type information.
    files: ['**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      parserOptions: { projectService: false, project: false },
      globals: { process: 'readonly' }
    }
  },
  prettier
)
