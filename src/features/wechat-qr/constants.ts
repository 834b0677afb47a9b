/** The floating button's accessible name and the modal's title. */
export const WECHAT_QR_TITLE = '添加企业微信';
