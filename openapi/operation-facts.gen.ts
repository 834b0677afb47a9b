// Generated from openapi/openapi.yaml by `npm run gen:api` (scripts/gen-operation-facts.ts). Do not edit.

/** Contract paths sent without a token even when one is stored (`x-tokenless`, spec §7). */
export const TOKENLESS_PATHS: ReadonlySet<string> = new Set([
  '/portal/api/login',
  '/portal/api/register',
  '/portal/api/registerSms',
]);

/** Contract paths that send an SMS or mail code (`x-sends-code`); the client waits 20 s for them (spec §9). */
export const SEND_CODE_PATHS: ReadonlySet<string> = new Set([
  '/portal/api/registerSms',
  '/portal/api/sendForgetPwdCode',
  '/portal/api/sms/editNewPhone',
  '/portal/api/sms/editOblPhone',
  '/portal/api/sms/editPassword',
  '/portal/sms/editMail',
  '/portal/sms/newMailCode',
  '/portal/sms/oblMailCode',
  '/portal/sms/sendMessagePhoneCode',
]);
