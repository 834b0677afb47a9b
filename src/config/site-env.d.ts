// Build-time settings read by src/config/site.ts; all optional. Merges with vite/client's ImportMetaEnv.
interface ImportMetaEnv {
  /** ICP filing number shown in the footer, e.g. the number issued by MIIT; hidden when unset. */
  readonly VITE_ICP_NUMBER?: string;
  /** Public-security filing number shown in the footer; hidden when unset. */
  readonly VITE_POLICE_NUMBER?: string;
  /** Enterprise-WeChat QR image (https URL or a path under public/); the modal says it is not configured when unset. */
  readonly VITE_WECHAT_QR_URL?: string;
}
