import { idCardCheckChar } from '../../forms/validators.ts';
import { DEMO } from '../../server/seed/demo-accounts.ts';
import { login } from './flows.ts';
import type { TestServer } from './test-server.ts';

/** An ID number with the right check character; the 17th digit decides the gender (odd 男). */
export const idCard = (first17: string) => first17 + idCardCheckChar(first17);

/**
 * Clients for the enterprise-scoping checks: `demo` (the seeded enterprise with demo personnel),
 * `basic` (another enterprise, empty lists) and `admin` (an account without an enterprise).
 */
export async function personnelClients(server: TestServer) {
  const [demo, basic, admin] = await Promise.all([
    login(server, DEMO.member.username, DEMO.member.password),
    login(server, DEMO.basic.username, DEMO.basic.password),
    login(server, DEMO.admin.username, DEMO.admin.password),
  ]);
  return { demo: server.as(demo), basic: server.as(basic), admin: server.as(admin) };
}

interface Failure {
  code: number;
  message: string;
  errors?: { field: string; msg: string }[];
  /** The error envelope as the server sent it. */
  body?: { code: number; msg: string };
}

/** The ApiError of a call that must fail. */
export async function failure(call: Promise<unknown>): Promise<Failure> {
  try {
    await call;
  } catch (error) {
    return error as Failure;
  }
  throw new Error('调用本应失败却成功了');
}
