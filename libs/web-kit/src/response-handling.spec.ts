import { type CallOutcome, decideResponse } from './response-handling';

const answer = (status: number, code: number, data: unknown = {}): CallOutcome => ({ kind: 'answer', status, envelope: { code, data } });
const translatedAll = () => true;
const translatedNone = (key: string) => !key.startsWith('errors:');

describe('section 8: what the page does with an answer', () => {
  it('does nothing for code 0', () => {
    expect(decideResponse(answer(200, 0), 'other', translatedAll)).toEqual({ kind: 'none' });
  });

  it('shows code 1 as a warning with the details behind a toggle', () => {
    expect(decideResponse(answer(200, 1, { details: 'stack' }), 'other', translatedAll)).toMatchObject({
      kind: 'box',
      icon: 'warning',
      textKey: 'errors:unsuccessful',
      details: 'stack',
      buttons: ['ok'],
    });
  });

  it('shows a code with a translation as a prompt with its parameters', () => {
    expect(decideResponse(answer(200, 110011, { params: { count: 30 } }), 'other', translatedAll)).toMatchObject({
      kind: 'box',
      textKey: 'errors:memberLimitPerSimulation',
      params: { count: 30 },
      code: 110011,
    });
  });

  it('shows a code without a translation as "response code unhandled" with the code', () => {
    expect(decideResponse(answer(200, 130017), 'other', translatedNone)).toMatchObject({
      kind: 'box',
      textKey: 'common:http.unhandledCode',
      params: { code: 130017 },
    });
    expect(decideResponse(answer(200, 424242), 'other', translatedAll)).toMatchObject({ textKey: 'common:http.unhandledCode', params: { code: 424242 } });
  });

  it('sends 130001 and 130003 on world details to the error-404 route, and prompts them elsewhere', () => {
    expect(decideResponse(answer(200, 130001), 'details', translatedAll)).toEqual({ kind: 'redirect404' });
    expect(decideResponse(answer(200, 130003), 'details', translatedAll)).toEqual({ kind: 'redirect404' });
    expect(decideResponse(answer(200, 130003), 'other', translatedAll)).toMatchObject({ kind: 'box', code: 130003 });
  });

  it('prompts 130059 with a refresh button and a close button', () => {
    expect(decideResponse(answer(200, 130059), 'other', translatedAll)).toMatchObject({ kind: 'box', code: 130059, buttons: ['close', 'refresh'] });
  });

  it('keeps code -1 on the profile as the License Invalid startup error', () => {
    const expired = { detail: 'The license expired on 2026-03-01.', reason: 'expired', expiresAt: '2026-03-01T00:00:00Z' };
    expect(decideResponse(answer(200, -1, { params: expired }), 'profile', translatedAll)).toEqual({ kind: 'licenseInvalid', problem: expired });
    expect(decideResponse(answer(500, -1, { params: { detail: 'tampered' } }), 'profile', translatedAll)).toEqual({
      kind: 'licenseInvalid',
      problem: { detail: 'tampered', reason: undefined, expiresAt: undefined },
    });
  });

  it('answers HTTP 400 with an error box offering refresh, with details', () => {
    expect(decideResponse(answer(400, 1, { details: 'body on GET' }), 'other', translatedAll)).toMatchObject({
      icon: 'error',
      textKey: 'common:http.badRequest',
      buttons: ['refresh', 'close'],
      details: 'body on GET',
    });
  });

  it('answers HTTP 401 with a warning offering to sign in again or cancel', () => {
    expect(decideResponse(answer(401, 1), 'other', translatedAll)).toMatchObject({
      icon: 'warning',
      textKey: 'common:http.unauthorized',
      buttons: ['cancel', 'signInAgain'],
    });
  });

  it('answers HTTP 403 with an error box offering to log in (logging out)', () => {
    expect(decideResponse(answer(403, 1), 'other', translatedAll)).toMatchObject({
      icon: 'error',
      textKey: 'common:http.forbidden',
      buttons: ['cancel', 'login'],
    });
  });

  it('answers 500-599 with a server error box offering refresh, with details', () => {
    expect(decideResponse(answer(503, 1, { details: 'no service', correlationId: 'c-1' }), 'other', translatedAll)).toMatchObject({
      textKey: 'common:http.serverError',
      params: { status: 503 },
      buttons: ['refresh', 'close'],
      details: 'no service\ncorrelation id: c-1',
    });
  });

  it('answers other statuses with a generic box naming the status', () => {
    expect(decideResponse(answer(404, 1), 'other', translatedAll)).toMatchObject({ textKey: 'common:http.otherStatus', params: { status: 404 } });
  });

  it('has its own error boxes for no response and for a request not made', () => {
    expect(decideResponse({ kind: 'noResponse', details: 'fetch failed' }, 'other', translatedAll)).toMatchObject({
      icon: 'error',
      textKey: 'common:http.noResponse',
      details: 'fetch failed',
    });
    expect(decideResponse({ kind: 'requestNotMade' }, 'other', translatedAll)).toMatchObject({ icon: 'error', textKey: 'common:http.requestNotMade' });
  });
});
