import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderAcceptancePage } from '../testing/render-acceptance-page';
import { ReviewOpinionsPage } from './review-opinions-page';

describe('ReviewOpinionsPage', () => {
  it('explains at least eight common opinions, each with its fix and a link to the page that fixes it', async () => {
    const path = paths.enterpriseInfo.getHref('acceptanceOpinions');
    const { user } = renderAcceptancePage(<ReviewOpinionsPage />, path);
    expect(screen.getByRole('heading', { level: 1, name: '受理意见解读' })).toBeInTheDocument();
    const opinions = screen.getAllByRole('article');
    expect(opinions.length).toBeGreaterThanOrEqual(8);
    for (const title of ['人员证书不在有效期内', '社保缴纳单位与申报企业不一致', '业绩不满足标准要求', '业绩证明材料不完整', '技术负责人资历不符', '注册建造师专业不符', '材料前后不一致', '企业资产不满足']) {
      const opinion = screen.getByRole('article', { name: title });
      expect(opinion).toHaveTextContent('含义：');
      expect(opinion).toHaveTextContent('整改办法：');
    }
    const social = screen.getByRole('article', { name: '社保缴纳单位与申报企业不一致' });
    expect(within(social).getByRole('link', { name: '去注册人员信息整改' })).toHaveAttribute('href', '/qyxx/zcry/ryxx');
    await user.click(within(screen.getByRole('article', { name: '企业资产不满足' })).getByRole('link'));
    expect(screen.getByTestId('location')).toHaveTextContent('/qyxx/yyzz/yyzzxx');
  });
});
