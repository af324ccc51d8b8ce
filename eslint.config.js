import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const NO_EVAL = [
  { selector: "CallExpression[callee.name='eval']", message: 'Never eval: rules go through the engine parser.' },
  { selector: "NewExpression[callee.name='Function']", message: 'Never new Function: rules go through the engine parser.' },
]

// The layers of docs/architecture.md. Each boundary is a regular expression over import
// paths; it is checked on static imports (type imports included) and on import().
const SERVER_MODULE = {
  regex: String.raw`\.server(\.[jt]sx?)?$`,
  message: 'Code that runs in the browser never imports a *.server module, not even its types: put shared types in a module without .server.',
}
const COMPONENTS = {
  regex: String.raw`^#app/components/|^(\.\./)+components/`,
  message: 'A domain module never imports from app/components: move what both need into the domain module.',
}
const DOMAIN = {
  regex: String.raw`^#app/(?!utils/)|^\.\./(?!\.\./)`,
  message: 'app/utils imports no domain module, component or route: move the shared code into app/utils.',
}
const APP = {
  regex: String.raw`^#app/|^(\.\./)+app/`,
  message: 'The engine imports nothing from app/.',
}
const FRAMEWORK = {
  regex: String.raw`^(react|react-[^/]+|@react-router/[^/]+)(/|$)`,
  message: 'The engine is framework-free.',
}

// Tests may reach across a boundary to set up their case.
const TESTS = ['**/*.test.{ts,tsx}']

// esquery regular expressions cannot hold a slash, even escaped.
const selectorRegex = (regex) => regex.replaceAll('/', String.raw`\x2F`)

function boundary(files, restrictions, ignores = []) {
  return {
    files,
    ignores: [...TESTS, ...ignores],
    rules: {
      'no-restricted-imports': ['error', { patterns: restrictions.map(({ regex, message }) => ({ regex, message })) }],
      'no-restricted-syntax': [
        'error',
        ...NO_EVAL,
        ...restrictions.map(({ regex, message }) => ({
          selector: `ImportExpression[source.value=/${selectorRegex(regex)}/]`,
          message,
        })),
      ],
    },
  }
}

const NOT_DOMAIN = ['app/{components,routes,hooks,utils}/**']

export default tseslint.config(
  {
    ignores: ['build/', 'bench/framework-page/build/', '.react-router/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'coverage/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', ...NO_EVAL],
    },
  },
  // Browser code: components, hooks and every other .tsx outside the route modules.
  boundary(['app/components/**/*.{ts,tsx}', 'app/hooks/**/*.{ts,tsx}'], [SERVER_MODULE]),
  boundary(['app/*/**/*.tsx'], [SERVER_MODULE, COMPONENTS], NOT_DOMAIN),
  boundary(['app/*/**/*.ts'], [COMPONENTS], NOT_DOMAIN),
  boundary(['app/utils/**/*.ts'], [DOMAIN]),
  boundary(['app/utils/**/*.tsx'], [DOMAIN, SERVER_MODULE]),
  // Unit and engine test files share one module graph (vitest.config.ts): replacing a module
  // there would replace it for the files that follow.
  {
    files: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/server/**/*.pg.test.ts'],
    ignores: ['**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...NO_EVAL,
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock)$/]",
          message: 'A test that replaces a module runs in isolation: name the file *.isolated.test.ts(x).',
        },
      ],
    },
  },
  // The engine is framework-free; its own tests are held to that too.
  { ...boundary(['engine/**/*.ts'], [FRAMEWORK, APP]), ignores: [] },
  {
    files: ['**/*.js'],
    languageOptions: {
      globals: Object.fromEntries(
        ['process', 'console', 'Buffer', 'URL', 'Request', 'Headers', 'AbortController', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'fetch', 'performance', 'queueMicrotask'].map((n) => [n, 'readonly']),
      ),
    },
  },
)
