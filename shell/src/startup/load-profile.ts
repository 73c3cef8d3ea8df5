import { IDENTITY_API } from '@simbiz/contracts';
import { decideResponse, type LicenseProblemFacts, type Profile, type ShellServices } from '@simbiz/web-kit';

export type ProfileOutcome = { kind: 'ready' } | { kind: 'licenseInvalid'; problem: LicenseProblemFacts } | { kind: 'failed' };

/**
 * The startup's profile load (sections 4 and 8): code -1 is kept as the startup error (License
 * Invalid page); any other refusal is shown and stops the first navigation.
 */
export async function loadProfile(services: ShellServices, silent = false): Promise<ProfileOutcome> {
  let outcome: ProfileOutcome = { kind: 'failed' };
  await services.createApi().call({
    route: IDENTITY_API.profile,
    data: silent ? { silent: 'true' } : {},
    purpose: 'profile',
    success: (profile) => {
      services.profile.set(profile as Profile);
      outcome = { kind: 'ready' };
    },
    error: (failure) => {
      const action = decideResponse(failure, 'profile', (key) => services.i18n.exists(key));
      if (action.kind === 'licenseInvalid') {
        outcome = { kind: 'licenseInvalid', problem: action.problem };
        return true;
      }
      return false;
    },
  });
  return outcome;
}
