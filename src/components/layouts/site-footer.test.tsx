import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';
import { SiteFooterCopyright } from './site-footer-copyright';

describe('SiteFooter', () => {
  it('shows the site map sections distinct from the copyright bar', () => {
    render(
      <MemoryRouter>
        <SiteFooter nav copyright />
      </MemoryRouter>,
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['资质标准', '政策文件', '公示公告', '常见问题', '课程中心', '联系我们', '相关网站']);
    expect(screen.getByRole('link', { name: /^勘察\s*（在新窗口打开）$/ })).toHaveAttribute('href', '/zzbz/01-101001');
    expect(screen.getByText(/Copyright © \d{4} 建筑业企业信息服务门户 版权所有/)).toBeInTheDocument();
  });

  it('renders nothing when both parts are hidden', () => {
    const { container } = render(<SiteFooter nav={false} copyright={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('SiteFooterCopyright', () => {
  it('leaves out filing numbers that are not configured', () => {
    render(<SiteFooterCopyright icp={undefined} police={undefined} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('links the configured filing numbers to their lookup sites', () => {
    render(<SiteFooterCopyright icp="京ICP备20000001号-1" police="京公网安备11010502000001号" />);
    expect(screen.getByRole('link', { name: '京ICP备20000001号-1' })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    expect(screen.getByRole('link', { name: '京公网安备11010502000001号' })).toHaveAttribute(
      'href',
      'https://beian.mps.gov.cn/#/query/webSearch?code=11010502000001',
    );
  });
});
