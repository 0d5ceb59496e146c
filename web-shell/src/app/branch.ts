import { DEFAULT_LOCALE, DEFAULT_TIME_ZONE, type WebBranch } from '@lauda/sdk/web';

/** The branch as panels and print pages get it; the spec's defaults while the configuration is missing. */
export const webBranch = (b: { branchName?: string; locale?: string; timeZone?: string } | null | undefined): WebBranch => ({
  branchName: b?.branchName ?? '',
  locale: b?.locale ?? DEFAULT_LOCALE,
  timeZone: b?.timeZone ?? DEFAULT_TIME_ZONE,
});
