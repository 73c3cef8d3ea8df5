import type { LicenseUsage } from '@simbiz/contracts';
import { Badge, useT } from '@simbiz/ui';
import { licenseProblemText } from '@simbiz/web-kit';
import { daysUntil, formatCount, formatDate, formatDaysFromNow } from '../common/format';
import { StatGrid } from '../common/stat-grid';

const STATE_BADGE = { community: 'info', valid: 'success', invalid: 'danger' } as const;

/** The license as installed: who holds it, its state, seats and simulations used of those it allows, and when it expires. */
export function LicenseFigures({ usage, now }: { usage: LicenseUsage; now: Date }) {
  const { t, language } = useT('admin');
  const { license } = usage;
  const n = (value: number) => formatCount(value, language);
  const days = license.expiresAt ? daysUntil(license.expiresAt, now) : null;
  return (
    <StatGrid data-testid="license">
      <div>
        <dt>{t('license.licensee')}</dt>
        <dd style={{ fontSize: '1.15rem' }}>{license.licensee ?? t('license.noLicensee')}</dd>
      </div>
      <div>
        <dt>{t('license.state')}</dt>
        <dd>
          <Badge $variant={STATE_BADGE[license.state]} style={{ fontSize: '0.95rem' }}>
            {t(`license.states.${license.state}`)}
          </Badge>
          <small data-testid="license-detail">{licenseProblemText(license, t, language) ?? t(`license.stateDetails.${license.state}`)}</small>
        </dd>
      </div>
      <div>
        <dt>{t('license.seats')}</dt>
        <dd data-testid="license-seats">
          {n(license.usedSeats)}
          <small>{t('license.ofAllowed', { total: n(license.seats) })}</small>
        </dd>
      </div>
      <div>
        <dt>{t('license.simulations')}</dt>
        <dd data-testid="license-simulations">
          {n(usage.simulationsUsed)}
          <small>{t('license.ofAllowed', { total: n(license.simulations) })}</small>
        </dd>
      </div>
      <div>
        <dt>{t('license.membersPerInstructor')}</dt>
        <dd>{n(license.membersPerInstructor)}</dd>
      </div>
      <div>
        <dt>{t('license.expires')}</dt>
        <dd data-testid="license-expiry" style={{ fontSize: '1.15rem' }}>
          {license.expiresAt === null || days === null ? (
            t('license.noExpiry')
          ) : (
            <>
              {formatDate(license.expiresAt, language)}
              <small>{t(days < 0 ? 'license.expiredAgo' : 'license.daysLeft', { when: formatDaysFromNow(days, language) })}</small>
            </>
          )}
        </dd>
      </div>
    </StatGrid>
  );
}
