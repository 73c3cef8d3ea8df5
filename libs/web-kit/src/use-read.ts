import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from './api-client';
import { useApi } from './shell-services';

/**
 * A read of a page: its own API client (one call at a time each), loaded when `key` changes (''
 * waits) and again on `reload()`. Each page declares the reads it needs.
 */
export function useRead<T>(load: (api: ApiClient, done: (data: T) => void) => void, key: string): [T | null, () => void] {
  const api = useApi();
  const [data, setData] = useState<T | null>(null);
  const [version, setVersion] = useState(0);
  // `load` is rebuilt on every render; `key` names what it reads, so the latest `load` is used.
  const latestLoad = useRef(load);
  latestLoad.current = load;
  useEffect(() => {
    if (key) latestLoad.current(api, setData);
  }, [api, key, version]);
  return [data, () => setVersion((v) => v + 1)];
}
