/** A rendered document by kind and name, typed as the caller expects (validated elsewhere). */
export function findDocument<T>(documents: unknown[], kind: string, name: string): T | undefined {
  return documents.find((doc) => {
    const { kind: k, metadata } = doc as { kind?: string; metadata?: { name?: string } };
    return k === kind && metadata?.name === name;
  }) as T | undefined;
}

export function documentsOfKind<T>(documents: unknown[], kind: string): T[] {
  return documents.filter((doc) => (doc as { kind?: string }).kind === kind) as T[];
}

/** The value a rendered ConfigMap gives a setting; generated names carry a hash suffix. */
export function configValue(documents: unknown[], configMapPrefix: string, key: string): string | undefined {
  const maps = documentsOfKind<{ metadata: { name: string }; data?: Record<string, string> }>(documents, 'ConfigMap');
  return maps.find((map) => map.metadata.name.startsWith(`${configMapPrefix}-`))?.data?.[key];
}
