/**
 * Passing the SMS and captcha steps through the server's sandbox endpoints (on only with PORTAL_SANDBOX=1, which
 * the e2e server and `npm start` set): GET /dev/sandbox/outbox?to= lists the codes "sent", GET /dev/sandbox/captcha/{id} gives the
 * word-click captcha's answer points in image pixels.
 */
import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext, type Page, type Response } from '@playwright/test';
import { captcha as captchaSelectors } from './selectors.ts';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
interface WordClickCaptcha {
  captchaId: string;
  image: string;
  width: number;
  height: number;
  words: string[];
}
interface Point {
  x: number;
  y: number;
}

const CAPTCHA_PATH = '/captcha/generateWordClickCaptcha';
const isCaptchaResponse = (response: Response) =>
  new URL(response.url()).pathname === CAPTCHA_PATH && response.request().method() === 'GET' && response.ok();

async function envelopeData<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `${url} → ${response.status()}`).toBe(true);
  return ((await response.json()) as Envelope<T>).data;
}

/**
 * Solves the word-click captcha that `open` brings up (e.g. clicking 登录): reads the captcha from the
 * GET /captcha/generateWordClickCaptcha response, asks the sandbox for the answer, and clicks the image at
 * those points, scaled from the image's natural size to its rendered box. Returns the captcha id.
 *
 * @example await solveCaptcha(page, () => selectors.login.submit(page).click());
 */
export async function solveCaptcha(page: Page, open: () => Promise<unknown>): Promise<string> {
  const generated = page.waitForResponse(isCaptchaResponse);
  await open();
  const generatedCaptcha = ((await (await generated).json()) as Envelope<WordClickCaptcha>).data;
  const { captchaId, image, width, height } = generatedCaptcha;
  const answer = await envelopeData<{ points: Point[] }>(page.request, `/dev/sandbox/captcha/${encodeURIComponent(captchaId)}`);

  const dialog = captchaSelectors.dialog(page);
  await expect(dialog).toBeVisible();
  const candidates = captchaSelectors.images(dialog);
  await expect(candidates.first()).toBeVisible();
  // The image showing this captcha; it is the only picture in the dialog unless the page adds icons.
  const index = await candidates.evaluateAll(
    (images, src) => Math.max(0, images.findIndex((img) => (img as HTMLImageElement).src === src)),
    image,
  );
  const img = candidates.nth(index);
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
  const natural = await img.evaluate((el) => ({ w: (el as HTMLImageElement).naturalWidth, h: (el as HTMLImageElement).naturalHeight }));
  const box = await img.boundingBox();
  if (!box) throw new Error('验证码图片不可见');
  // Answer points are in the generated image's pixels (width × height, the SVG's natural size).
  const scaleX = box.width / (width || natural.w);
  const scaleY = box.height / (height || natural.h);
  for (const point of answer.points) {
    await page.mouse.click(box.x + point.x * scaleX, box.y + point.y * scaleY);
  }
  // Some designs check on the last click, others wait for a confirm button; press it if there is one.
  const confirm = captchaSelectors.confirm(dialog);
  if (await confirm.isVisible()) await confirm.click({ timeout: 2_000 }).catch(() => undefined);
  return captchaId;
}

/**
 * Signs in through the API (captcha answered by the sandbox) and stores the token in the access_token cookie,
 * as the login page would: for specs where the login page itself is not under test.
 */
export async function signInByApi(context: BrowserContext, baseURL: string, username: string, password: string): Promise<void> {
  const { request } = context;
  const captchaData = await envelopeData<WordClickCaptcha>(request, new URL(CAPTCHA_PATH, baseURL).href);
  const answer = await envelopeData<{ points: Point[] }>(request, new URL(`/dev/sandbox/captcha/${captchaData.captchaId}`, baseURL).href);
  const check = await request.post(new URL('/captcha/checkWordClickCaptcha', baseURL).href, {
    data: { captchaId: captchaData.captchaId, points: answer.points },
  });
  const { ticket } = ((await check.json()) as Envelope<{ ticket: string }>).data;
  const login = await request.post(new URL('/portal/api/login', baseURL).href, { data: { username, password, ticket } });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = ((await login.json()) as Envelope<{ token: string }>).data;
  await context.addCookies([{ name: 'access_token', value: token, url: baseURL, sameSite: 'Lax' }]);
}

/** The newest SMS code the sandbox "sent" to `phone`; waits up to 10 s for it to appear. */
export async function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | null | undefined;
  await expect
    .poll(
      async () => {
        const messages = await envelopeData<{ code: string | null; channel: string }[]>(
          request,
          `/dev/sandbox/outbox?to=${encodeURIComponent(phone)}&limit=1`,
        );
        code = messages[0]?.code;
        return code;
      },
      { message: `沙箱发件箱中没有发给 ${phone} 的验证码`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

const used = new Set<string>();
/** A mainland mobile number (199 + 8 digits) not used before in this process and never a demo account's. */
export function uniquePhone(): string {
  for (;;) {
    const phone = `199${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    if (!used.has(phone)) {
      used.add(phone);
      return phone;
    }
  }
}
