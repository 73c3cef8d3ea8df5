import type { Owner, Presentation } from './presentation';

/** One response code of the catalogue: its number, a stable key, how it is shown, who answers it. */
export interface ErrorEntry<K extends string = string> {
  readonly code: number;
  readonly key: K;
  readonly owner: Owner;
  readonly presentation: Presentation;
  /** Names of the parameters its message interpolates, e.g. `{count}`. */
  readonly params: readonly string[];
}

type Row = readonly [code: number, key: string, params?: readonly string[]];

/** Builds the entries of one family that share an owner and are shown as prompts. */
export function family<const R extends readonly Row[]>(owner: Owner, rows: R) {
  return rows.map(([code, key, params]) => ({
    code,
    key,
    owner,
    presentation: 'prompt' as Presentation,
    params: params ?? [],
  })) as { [I in keyof R]: ErrorEntry<R[I][1]> };
}
