/** jsdom has no matchMedia (asked by what turns into cards on a phone): a screen below the `sm` breakpoint, or a wider one. */
export function screenIsSmall(small: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (media: string) => ({ matches: small, media, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}
