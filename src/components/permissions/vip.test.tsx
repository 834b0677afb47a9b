import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { sessionStore } from '@/stores/session-store';
import { MEMBERSHIP_MASK_MESSAGE, MembershipMask } from './membership-mask';
import { useVipNavigate, VIP_ROLE } from '@/lib/permissions/vip';
import { VipGate } from './vip-gate';

function signIn(roles: string[], permissions: string[] = []) {
  sessionStore.setState({ token: 't', roles, permissions });
}

/** Renders `ui` at '/' with a member column and a policy-match page to land on. */
function renderInRouter(ui: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        HydrateFallback: () => null,
        children: [
          { path: '/', element: ui },
          { path: paths.memberCenter.path, element: <h1>会员专栏</h1> },
          { path: paths.policyMatch.path, element: <h1>政策匹配页</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  sessionStore.setState({ token: '', roles: [], permissions: [] });
});

describe('VipGate', () => {
  const gated = (free?: boolean) => (
    <VipGate free={free}>
      <Link to={paths.policyMatch.getHref()}>政策匹配</Link>
    </VipGate>
  );

  it('shows the VIP badge and sends a user without member_level_2 to /memberCenter', async () => {
    signIn(['member']);
    const router = renderInRouter(gated());
    expect(screen.getByRole('img', { name: 'VIP' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '政策匹配' }));
    expect(await screen.findByRole('heading', { name: '会员专栏' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/memberCenter');
  });

  it('sends a visitor to /memberCenter too, also from the keyboard', async () => {
    const user = userEvent.setup();
    renderInRouter(gated());
    await user.tab();
    expect(screen.getByRole('link', { name: '政策匹配' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: '会员专栏' })).toBeInTheDocument();
  });

  it('lets a member_level_2 user through', async () => {
    signIn(['member', VIP_ROLE]);
    renderInRouter(gated());
    expect(screen.getByRole('img', { name: 'VIP' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '政策匹配' }));
    expect(await screen.findByRole('heading', { name: '政策匹配页' })).toBeInTheDocument();
  });

  it('does not redirect a free item', async () => {
    signIn(['member']);
    renderInRouter(gated(true));
    expect(screen.getByRole('img', { name: 'VIP' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '政策匹配' }));
    expect(await screen.findByRole('heading', { name: '政策匹配页' })).toBeInTheDocument();
  });
});

describe('useVipNavigate', () => {
  function Buttons() {
    const vipNavigate = useVipNavigate();
    return (
      <>
        <button type="button" onClick={() => vipNavigate(paths.policyMatch.getHref())}>
          去匹配
        </button>
        <button type="button" onClick={() => vipNavigate(paths.policyMatch.getHref(), { free: true })}>
          免费去匹配
        </button>
      </>
    );
  }

  it('goes to /memberCenter without the role, and where asked with it or when free', async () => {
    signIn(['member']);
    const router = renderInRouter(<Buttons />);
    await userEvent.click(screen.getByRole('button', { name: '去匹配' }));
    expect(router.state.location.pathname).toBe('/memberCenter');
    await router.navigate('/');
    await userEvent.click(await screen.findByRole('button', { name: '免费去匹配' }));
    expect(router.state.location.pathname).toBe('/match');

    signIn([VIP_ROLE]);
    await router.navigate('/');
    await userEvent.click(await screen.findByRole('button', { name: '去匹配' }));
    expect(router.state.location.pathname).toBe('/match');
  });
});

describe('MembershipMask', () => {
  it('masks content for a non-member with a lock note and a 开通会员 link', async () => {
    signIn(['member']);
    const router = renderInRouter(
      <MembershipMask>
        <p>完整分析内容</p>
      </MembershipMask>,
    );
    const region = screen.getByRole('region', { name: '会员专享内容' });
    expect(region).toHaveTextContent(MEMBERSHIP_MASK_MESSAGE);
    expect(screen.getByText('完整分析内容').closest('[inert]')).not.toBeNull();
    await userEvent.click(screen.getByRole('link', { name: '开通会员' }));
    expect(router.state.location.pathname).toBe('/memberCenter');
  });

  it('blurs the preview instead of the children when given', () => {
    renderInRouter(
      <MembershipMask preview={<p>示意内容</p>}>
        <p>完整分析内容</p>
      </MembershipMask>,
    );
    expect(screen.getByText('示意内容')).toBeInTheDocument();
    expect(screen.queryByText('完整分析内容')).toBeNull();
  });

  it('shows the children unmasked to a member_level_2 user', () => {
    signIn([VIP_ROLE]);
    renderInRouter(
      <MembershipMask>
        <p>完整分析内容</p>
      </MembershipMask>,
    );
    expect(screen.getByText('完整分析内容')).toBeVisible();
    expect(screen.queryByRole('link', { name: '开通会员' })).toBeNull();
    expect(screen.queryByText(MEMBERSHIP_MASK_MESSAGE)).toBeNull();
  });
});
