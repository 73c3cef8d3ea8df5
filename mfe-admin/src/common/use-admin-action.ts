import type { ApiRoute, RouteReply, RouteRequest } from '@simbiz/contracts';
import { askToConfirm, toasts, useT } from '@simbiz/ui';
import { type CallOutcome, useApi } from '@simbiz/web-kit';
import { useCallback, useState } from 'react';

/** An action of a console page: what to call, what to ask first, what to say when it is done. */
export interface AdminAction<R extends ApiRoute> {
  route: R;
  data: RouteRequest<R>;
  /** Asked first in a question box; without it the action goes at once. */
  confirm?: { question: string; confirmText: string };
  /** The toast once it is done. */
  done: string;
  then?: (reply: RouteReply<R>) => void;
  /** Return true when the page shows the refusal itself; otherwise it is shown as every refusal is. */
  refused?: (outcome: CallOutcome) => boolean;
}

/**
 * Runs a page's actions through one API client: after the confirmation when one is asked for,
 * with a toast when it is done; `busy` says an action is under way (its buttons wait).
 */
export function useAdminAction() {
  const api = useApi();
  const { t } = useT('admin');
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    <R extends ApiRoute>(action: AdminAction<R>) => {
      const go = () =>
        void api.call({
          route: action.route,
          data: action.data,
          start: () => setBusy(true),
          success: (reply) => {
            toasts.show({ text: action.done, variant: 'success' });
            action.then?.(reply);
          },
          error: (outcome) => action.refused?.(outcome) === true,
          completed: () => setBusy(false),
        });
      if (!action.confirm) return go();
      askToConfirm({ ...action.confirm, cancelText: t('common.cancel'), onConfirm: go });
    },
    [api, t],
  );
  return { run, busy };
}
