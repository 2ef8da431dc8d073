// Flat config in the manner of actions/typescript-action: typescript-eslint's recommended
// type-aware rules, jest's rules for tests, and Prettier owning the formatting.
import js from '@eslint/js'
import jest from 'eslint-plugin-jest'
import prettier from 'eslint-config-prettier'
import tseslint from 'typescript-eslint'

const CORE = {
  name: '@actions/core',
  message: 'Only src/action/ talks to the runner: take an ActionIO.'
}
const SOCKETS = ['undici', 'node:http', 'node:https', 'node:tls'].map(name => ({
  name,
  message: "Only src/http/ makes connections: use the run's HttpStack."
}))
const SECRETS = {
  group: ['**/text/secrets.js'],
  message:
    'Redaction happens at the edges only: ActionIO (src/action/io.ts), and the function it gives the GitHub and file edges.'
}

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
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }]
    }
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      // Only the runner edge talks to the runner; only the HTTP stack makes connections; only
      // ActionIO holds the redactor (the GitHub and file edges are given its function).
      'no-restricted-imports': ['error', { paths: [CORE, ...SOCKETS], patterns: [SECRETS] }]
    }
  },
  {
    // Every Markdown table is written by table() in src/text/markdown.ts, which makes each cell
    // safe by GitHub's rules (a `|` ends a cell even inside a code span): no row is written by hand.
    files: ['src/**/*.ts'],
    ignores: ['src/text/markdown.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        // A lone '|' (a separator for join) is no row.
        ...[
          'Literal[value=/^\\s*\\|/]:not([value="|"])',
          'TemplateElement[value.raw=/^\\s*\\|/]'
        ].map(selector => ({
          selector,
          message:
            'A Markdown table row: write the table with table() or factsTable() of src/text/markdown.ts.'
        }))
      ]
    }
  },
  {
    files: ['src/action/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: SOCKETS, patterns: [SECRETS] }]
    }
  },
  {
    files: ['src/action/io.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: SOCKETS }] }
  },
  {
    files: ['src/http/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [CORE, { name: 'undici', message: 'The stack is node:http.' }],
          patterns: [SECRETS]
        }
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
