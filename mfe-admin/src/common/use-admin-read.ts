import type { ApiRoute, ErrorData, RouteReply, RouteRequest } from '@simbiz/contracts';
import { type CallOutcome, useShell } from '@simbiz/web-kit';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A read of a console page, as the page shows it. */
export interface AdminRead<T> {
  /** The last answer (kept while a reload is under way, so nothing flickers). */
  data: T | null;
  loading: boolean;
  /** The refusal's code when the last call was refused (null when it answered, or gave no answer). */
  refusedCode: number | null;
  /** Whether the last call failed in any way (its refusal was shown, unless handled). */
  failed: boolean;
  reload: () => void;
}

/** The refusal's code and data, when the gateway answered one. */
export function refusalOf(outcome: CallOutcome): { code: number; data: ErrorData } | null {
  if (outcome.kind !== 'answer' || outcome.envelope.code === 0) return null;
  return { code: outcome.envelope.code, data: (outcome.envelope.data ?? {}) as ErrorData };
}

/**
 * Reads `route` with `input`, again whenever the input changes
 * or `reload()` is called. A refusal whose code `handled` names is kept for the page to show in
 * place (800001 in the performance card), and with 'quiet' every failure is (a read the page
 * can do without); any other is shown as every page shows refusals.
 */
export function useAdminRead<R extends ApiRoute>(route: R, input: RouteRequest<R>, handled: readonly number[] | 'quiet' = []): AdminRead<RouteReply<R>> {
  const { createApi } = useShell();
  const [data, setData] = useState<RouteReply<R> | null>(null);
  const [loading, setLoading] = useState(true);
  const [refusedCode, setRefusedCode] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(input);
  // The latest input and codes: `key` names what is read.
  const latest = useRef({ input, handled });
  latest.current = { input, handled };
  useEffect(() => {
    let active = true;
    setLoading(true);
    // A client for each read: one a filter change makes while the last is pending is not dropped
    // as busy (one call at a time per client); the answer of a read that was overtaken is ignored.
    void createApi().call({
      route,
      data: latest.current.input,
      success: (reply) => {
        if (!active) return;
        setData(reply);
        setRefusedCode(null);
        setFailed(false);
      },
      error: (outcome) => {
        if (!active) return true;
        const refusal = refusalOf(outcome);
        setRefusedCode(refusal?.code ?? null);
        setFailed(true);
        const codes = latest.current.handled;
        return codes === 'quiet' || (refusal !== null && codes.includes(refusal.code));
      },
      completed: () => active && setLoading(false),
    });
    return () => {
      active = false;
    };
  }, [createApi, route, key, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, loading, refusedCode, failed, reload };
}
