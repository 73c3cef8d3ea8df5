/** What every instance shares: `{name}` parameters, no escaping (React escapes), common by default. */
export const I18N_OPTIONS = {
  load: 'currentOnly',
  defaultNS: 'common',
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  returnNull: false,
} as const;
