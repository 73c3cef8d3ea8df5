/** Texts of the operations area (mfe-operations). */
export const operations = {
  loading: 'Loading…',
};
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type OperationsCatalog = Strings<typeof operations>;
