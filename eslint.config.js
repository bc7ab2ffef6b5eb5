import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Import boundaries (docs/architecture.md, "Layers"): shared code never reaches into a
 * screen, a screen never reaches into another screen, and the mock backend never reaches
 * into the app's views or machines. A broken boundary is a lint error, not a review comment.
 */
const screens = [
  'activity',
  'assign',
  'calendar',
  'clients',
  'compliance',
  'dashboard',
  'jobs',
  'login',
  'myJobs',
  'reports',
  'review',
  'settings',
  'templates',
  'users',
];
const viewFolders = [...screens, 'shell'];

const noViewsOrDom = {
  patterns: [
    { group: ['**/views', '**/views/**'], message: 'Machines, domain and api never import views: move the shared piece down a layer.' },
    {
      group: ['react-dom', 'react-dom/*'],
      message: 'Machines, domain and api never touch the DOM: provide the effect from outside as an actor.',
    },
  ],
};

const screenBoundary = (own) => ({
  files: [`src/views/${own}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: viewFolders.filter((other) => other !== own).flatMap((other) => [`../${other}`, `../${other}/**`]),
            message: 'A screen never imports another screen: move what both need to src/views/ui or src/domain.',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'public/mockServiceWorker.js', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['public/**/*.js', 'src/serviceWorker/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/machines/**/*.ts', 'src/domain/**/*.ts', 'src/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', noViewsOrDom] },
  },
  ...viewFolders.map(screenBoundary),
  {
    // A view draws machine state and sends events; it never calls the api layer or reads what
    // it stores (docs/architecture.md, "Layers"). The shapes of api data may be named in types.
    files: ['src/views/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api', '**/api/**'],
              allowTypeImports: true,
              message: 'Views never use the api layer: a machine calls it, and the signed-in user comes from useCurrentUser.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/views/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: viewFolders.flatMap((folder) => [`../${folder}`, `../${folder}/**`]),
              message: 'Shared widgets never import a screen: pass what they need as props.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/views', '**/src/views/**', '**/src/machines', '**/src/machines/**', '**/src/app', '**/src/app/**'],
              message:
                'The mock backend stands in for a server: it may share api types and domain rules, never views, machines or the app.',
            },
          ],
        },
      ],
    },
  },
);
