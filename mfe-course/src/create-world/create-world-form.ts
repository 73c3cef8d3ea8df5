/** The create-a-world form's fields as typed, and the request they become. */
export interface CreateWorldForm {
  name: string;
  confirmName: string;
  screenplayId: string;
  startAt: string;
  passcode: string;
  rounds: string;
  roundLengthHours: string;
  teamMemberLimit: string;
  /** Companies the engine's bots run beside the teams'. */
  botCompanies: string;
  enabledDiscussions: boolean;
}

/** An instant as a `datetime-local` input shows it, in the user's time zone, to the minute. */
export function toLocalInput(at: Date): string {
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A start one hour from now, on the minute. */
export function defaultStart(now: Date): string {
  const start = new Date(now.getTime() + 60 * 60 * 1000);
  start.setSeconds(0, 0);
  return toLocalInput(start);
}

export function createWorldRequest(form: CreateWorldForm) {
  const startAt = form.startAt ? new Date(form.startAt) : null;
  return {
    name: form.name.trim(),
    confirmName: form.confirmName.trim(),
    screenplayId: form.screenplayId,
    ...(startAt && !Number.isNaN(startAt.getTime()) ? { startAt: startAt.toISOString() } : {}),
    ...(form.passcode.trim() ? { passcode: form.passcode.trim() } : {}),
    ...(form.rounds ? { rounds: Number(form.rounds) } : {}),
    roundLengthHours: Number(form.roundLengthHours),
    teamMemberLimit: Number(form.teamMemberLimit),
    botCompanies: Number(form.botCompanies || 0),
    enabledDiscussions: form.enabledDiscussions,
  };
}
