/** Texts of the analyses area (mfe-analyses). */
export const analyses = {
  loading: 'Loading…',
};
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type AnalysesCatalog = Strings<typeof analyses>;
