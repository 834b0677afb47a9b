import { afterReplyDone } from '../../server/http/after-reply.ts';
import { unwrap } from '../../src/api/unwrap.ts';
import type { TestServer } from './test-server.ts';

/** Solves a word-click captcha through the sandbox and returns the login ticket. */
export async function captchaTicket(server: TestServer): Promise<string> {
  const captcha = await unwrap(server.client.GET('/captcha/generateWordClickCaptcha'));
  const answer = await unwrap(server.client.GET('/dev/sandbox/captcha/{id}', { params: { path: { id: captcha.captchaId } } }));
  const { ticket } = await unwrap(
    server.client.POST('/captcha/checkWordClickCaptcha', { body: { captchaId: captcha.captchaId, points: answer.points } }),
  );
  return ticket;
}

export async function login(server: TestServer, username: string, password: string): Promise<string> {
  const ticket = await captchaTicket(server);
  const { token } = await unwrap(server.client.POST('/portal/api/login', { body: { username, password, ticket } }));
  return token;
}

/** The code in the newest sandbox message sent to `to`, once codes sent after their replies are out. */
export async function latestCode(server: TestServer, to: string): Promise<string> {
  await afterReplyDone(server.app);
  const messages = await unwrap(server.client.GET('/dev/sandbox/outbox', { params: { query: { to, limit: 1 } } }));
  const code = messages[0]?.code;
  if (!code) throw new Error(`沙箱发件箱中没有发给 ${to} 的验证码`);
  return code;
}

/** Every full path in a getRouters tree, e.g. `/qyxx/yyzz/yyzzxx`. */
export function routePaths(tree: { path: string; children?: unknown[] }[], prefix = ''): string[] {
  return tree.flatMap((r) => {
    const full = r.path.startsWith('/') ? r.path : `${prefix}/${r.path}`;
    return [full, ...routePaths((r.children ?? []) as typeof tree, full)];
  });
}
