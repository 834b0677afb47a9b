import { render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMISSION_TAG_REQUIRED, ROLE_TAG_REQUIRED } from '@/lib/permissions/has-permission';
import { ALL_PERMISSION, ROLE_DEFAULT, sessionStore } from '@/stores/session-store';
import { PermissionGate, RoleGate } from './permission-gate';
import { useHasPermission, useHasRole } from '@/lib/permissions/use-permission';
import { VIP_ROLE } from '@/lib/permissions/vip';

function signIn(roles: string[], permissions: string[] = []) {
  sessionStore.setState({ token: 't', roles, permissions });
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // React logs errors thrown during render; the empty-list cases throw on purpose.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  sessionStore.setState({ token: '', roles: [], permissions: [] });
});

describe('useHasPermission / useHasRole', () => {
  it('allows the wildcard and any one listed code', () => {
    signIn([ROLE_DEFAULT], ['memberInfo']);
    expect(renderHook(() => useHasPermission(['manageKey', 'memberInfo'])).result.current).toBe(true);
    expect(renderHook(() => useHasPermission(['manageKey'])).result.current).toBe(false);
    signIn(['admin'], [ALL_PERMISSION]);
    expect(renderHook(() => useHasPermission(['manageKey'])).result.current).toBe(true);
    expect(renderHook(() => useHasRole([VIP_ROLE])).result.current).toBe(true);
  });

  it('allows any one listed role', () => {
    signIn(['member', VIP_ROLE]);
    expect(renderHook(() => useHasRole(['other', VIP_ROLE])).result.current).toBe(true);
    signIn(['member']);
    expect(renderHook(() => useHasRole([VIP_ROLE])).result.current).toBe(false);
  });

  it('throws the spec messages for an empty list', () => {
    expect(() => renderHook(() => useHasPermission([]))).toThrow(PERMISSION_TAG_REQUIRED);
    expect(() => renderHook(() => useHasRole([]))).toThrow(ROLE_TAG_REQUIRED);
  });
});

describe('PermissionGate / RoleGate', () => {
  it('renders children only when allowed, else the fallback', () => {
    signIn(['member'], ['memberInfo']);
    render(
      <>
        <PermissionGate permissions={['memberInfo']}>
          <p>会员订单</p>
        </PermissionGate>
        <PermissionGate permissions={['manageKey']} fallback={<p>无权限</p>}>
          <p>密钥管理</p>
        </PermissionGate>
        <RoleGate roles={['member']}>
          <p>成员内容</p>
        </RoleGate>
        <RoleGate roles={[VIP_ROLE]}>
          <p>二级会员内容</p>
        </RoleGate>
      </>,
    );
    expect(screen.getByText('会员订单')).toBeInTheDocument();
    expect(screen.queryByText('密钥管理')).toBeNull();
    expect(screen.getByText('无权限')).toBeInTheDocument();
    expect(screen.getByText('成员内容')).toBeInTheDocument();
    expect(screen.queryByText('二级会员内容')).toBeNull();
  });

  it('shows everything to the wildcard permission', () => {
    signIn(['admin'], [ALL_PERMISSION]);
    render(
      <PermissionGate permissions={['manageKey']}>
        <RoleGate roles={[VIP_ROLE]}>全部可见</RoleGate>
      </PermissionGate>,
    );
    expect(screen.getByText('全部可见')).toBeInTheDocument();
  });

  it('throws the spec messages for an empty list', () => {
    expect(() => render(<PermissionGate permissions={[]}>x</PermissionGate>)).toThrow(PERMISSION_TAG_REQUIRED);
    expect(() => render(<RoleGate roles={[]}>x</RoleGate>)).toThrow(ROLE_TAG_REQUIRED);
  });
});
