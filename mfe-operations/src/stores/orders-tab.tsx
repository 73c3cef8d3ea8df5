import { Card } from '@simbiz/ui';
import type { PlatformTabProps } from './store-choice';

/** PLACEHOLDER: built by a helper this session. */
export function OrdersTab(_props: PlatformTabProps) {
  return <Card />;
}
