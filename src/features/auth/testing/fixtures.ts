import type { components } from '@openapi/schema.gen';

type WordClickCaptcha = components['schemas']['WordClickCaptcha'];

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160"><rect width="320" height="160" fill="#eef"/></svg>';

/** A captcha as generateWordClickCaptcha returns it; pass a different `captchaId` for each new one. */
export function captchaFixture(overrides: Partial<WordClickCaptcha> = {}): WordClickCaptcha {
  return {
    captchaId: '6f1c1c9e-1d5b-4c1a-9f57-4f6f2b0a0001',
    image: `data:image/svg+xml;base64,${btoa(SVG)}`,
    width: 320,
    height: 160,
    words: ['建', '筑', '企', '业'],
    expiresIn: 120,
    ...overrides,
  };
}

export const envelope = <T>(data: T, msg = '操作成功') => ({ code: 200, msg, data });

/** An error envelope as the server sends it, e.g. `errorBody(400, '验证码错误', [{ field: 'body.code', msg: '…' }])`. */
export function errorBody(code: number, msg: string, errors?: { field: string; msg: string }[]) {
  return errors ? { code, msg, errors } : { code, msg };
}
