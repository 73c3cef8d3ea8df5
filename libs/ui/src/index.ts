/**
 * The components every area shares, loaded with the shell's first page (a federated package is
 * shared whole). Components no page uses yet (carousel, dropdown, image) are not exported here:
 * a page that needs one imports it by path ('@simbiz/ui/src/dropdown/dropdown'), so it weighs on
 * that page's remote, not on the first load.
 */
export * from './alert';
export * from './avatar/avatar';
export * from './avatar/avatar-features';
export * from './browser-storage';
export * from './button';
export * from './constants';
export * from './i18n-context';
export * from './input/number-text';
export * from './input/rules';
export * from './input/text-input';
export * from './message-box/message-box-host';
export * from './message-box/message-box-store';
export * from './message-box/ask-to-confirm';
export * from './modal';
export * from './overlay/popover';
export * from './overlay/tooltip';
export * from './tabs/choose-active-tab';
export * from './tabs/tabs';
export * from './theme/color-scheme';
export * from './theme/global-style';
export * from './theme/scheme-theme-provider';
export * from './theme/theme';
export * from './toast/toast-host';
export * from './toast/toast-store';
export * from './use-media-query';
export * from './layout';
