/** Message-box labels, generic validation messages and the browser's failure texts (section 8). */
export const common = {
  messageBox: {
    cancel: 'Cancel',
    close: 'Close',
    confirm: 'Confirm',
    delete: 'Delete',
    done: 'Done',
    error: 'Error',
    no: 'No',
    ok: 'OK',
    information: 'Information',
    question: 'Question',
    refresh: 'Refresh',
    save: 'Save',
    yes: 'Yes',
    showDetails: 'Show Details',
    hideDetails: 'Hide Details',
    warning: 'Warning',
    success: 'Success',
  },
  http: {
    badRequest: 'The request was not valid (HTTP 400). Refresh the page and try again.',
    unauthorized: 'You are signed out. Sign in again?',
    signInAgain: 'Sign in again',
    forbidden: 'You do not have access to this. Sign in with another account?',
    login: 'Sign in',
    serverError: 'The server ran into a problem (HTTP {status}). Refresh the page and try again.',
    otherStatus: 'The request failed (HTTP {status}).',
    noResponse: 'The server did not respond. Check your connection and try again.',
    requestNotMade: 'The request could not be sent. Check your connection and try again.',
    unhandledCode: 'Response code unhandled: {code}',
    runtimeException: 'Something went wrong in the page. Reload it?',
    scriptErrorTitle: 'Page script error',
    scriptErrorMessage: 'The page hit an error and may not work properly. Refresh to start again.',
  },
  license: {
    title: 'License Invalid',
    message: 'The license of this installation is not valid. Please contact the administrator.',
    problems: {
      notJson: 'The license file is not a license document (it is not JSON).',
      malformed: 'The license document is incomplete, or has fields a license does not have.',
      signature: 'The license signature does not match: the document was changed, or signed with another key.',
      expired: 'The license expired on {date}.',
    },
  },
  /** World stages by status number (DOMAIN.md). */
  stages: {
    1: 'Preparation',
    2: 'Running',
    3: 'Paused',
    4: 'Awaiting evaluation',
    5: 'Completed',
    6: 'Evaluating',
    7: 'Evaluation failed',
  },
  pages: {
    notFoundTitle: 'Page not found',
    notFoundMessage: 'The page you are looking for does not exist.',
    forbiddenTitle: 'Access denied',
    forbiddenMessage: 'You do not have permission to view this page.',
  },
  /** The help icon beside a page's title: its accessible name, by Simspedia article. */
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** The shape every locale's common texts must have. */
export type CommonCatalog = Strings<typeof common>;
