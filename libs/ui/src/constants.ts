/** Business constants of the interface (section 9 of the specification). */
export const UI_CONSTANTS = {
  toastDurationMs: 2000,
  dropdownSearchThreshold: 10,
  tooltipShowDelayMs: 200,
  tooltipHideDelayMs: 0,
  menuHideDelayMs: 400,
  typeAheadClearMs: 350,
  popoverDistancePx: 5,
  popoverDisposeTimeoutMs: 5000,
  carousel: { show: 1, scroll: 1, speedMs: 300, throttleMs: 16, autoplay: false },
  messageBoxMaxButtons: 2,
} as const;
