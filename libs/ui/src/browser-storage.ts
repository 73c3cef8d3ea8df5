/**
 * Browser storage that may refuse (private browsing, storage disabled): a refused read is null, a
 * refused write is dropped, and the choice then lasts for this page only.
 */
export function readStored(key: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // refused: see above
  }
}
