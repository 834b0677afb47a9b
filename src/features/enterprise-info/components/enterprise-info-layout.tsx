import { Outlet } from 'react-router-dom';
import { useForbiddenNotice } from '../use-forbidden-notice';
import { ForbiddenNotice } from './forbidden-notice';
import { SideMenu } from './side-menu';

/** The /qyxx area: the side menu beside the page from 1024 px, above it below that; a refused page explains itself. */
export function EnterpriseInfoLayout() {
  const forbidden = useForbiddenNotice();
  return (
    <div className="mx-auto flex w-full max-w-screen-2xl min-w-0 flex-col gap-4 px-4 py-4 lg:flex-row lg:items-start">
      <SideMenu />
      <div className="min-w-0 flex-1">{forbidden ? <ForbiddenNotice message={forbidden} /> : <Outlet />}</div>
    </div>
  );
}
