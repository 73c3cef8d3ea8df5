/** A person of a browser suite: the name the pages show and the email they sign in with. */
export interface SuitePerson {
  name: string;
  email: string;
}

/**
 * Signs each person up through the platform's API, in order (the first account of a fresh
 * platform is its admin and licensed: a suite's teacher goes first); throws on any refusal.
 */
export async function signUpAll(base: string, people: readonly SuitePerson[], password: string): Promise<void> {
  for (const person of people) {
    const answer = await fetch(`${base}/api/account/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf': '1' },
      body: JSON.stringify({ email: person.email, displayName: person.name, password }),
    });
    const { code } = (await answer.json()) as { code: number };
    if (code !== 0) throw new Error(`signing up ${person.email} answered code ${code}`);
  }
}
