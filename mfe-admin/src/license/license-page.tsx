import { ADMIN_WORLDS_API } from '@simbiz/contracts';
import { Card, useT } from '@simbiz/ui';
import { Loaded } from '../common/loaded';
import { PageHeader } from '../common/page-header';
import { useAdminRead } from '../common/use-admin-read';
import { LicenseFigures } from './license-figures';
import { LicenseUpload } from './license-upload';

const NO_INPUT = {};

/** The license (admin.license): the installed one with what the installation uses of it, and installing a new one. */
export function LicensePage() {
  const { t } = useT('admin');
  const usage = useAdminRead(ADMIN_WORLDS_API.licenseUsage, NO_INPUT);
  return (
    <div>
      <PageHeader title={t('license.title')} />
      <Card aria-labelledby="license-current">
        <h2 id="license-current">{t('license.current')}</h2>
        <Loaded read={usage}>{(data) => <LicenseFigures usage={data} now={new Date()} />}</Loaded>
      </Card>
      <LicenseUpload installed={usage.reload} />
    </div>
  );
}
