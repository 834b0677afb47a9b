import { BookOpen, Building2, FileText, GraduationCap, type LucideIcon, Megaphone, MessageCircleQuestion, Phone, Scale } from 'lucide-react';
import { ENTERPRISE_INFO_HOME } from '@/components/layouts/site-sections';
import { paths } from '@/config/paths';

/** A home-page shortcut card. */
export interface QuickEntry {
  title: string;
  description: string;
  href: string;
  icon: LucideIcon;
}

/** The shortcut cards after the qualification-standard card, in display order. */
export const QUICK_ENTRIES: readonly QuickEntry[] = [
  { title: '政策文件', description: '国家及各地建筑业政策文件与政策匹配', href: paths.policy.getHref(), icon: FileText },
  { title: '公示公告', description: '资质审批公示公告与结果查询', href: paths.notice.getHref(), icon: Megaphone },
  { title: '常见问题', description: '资质申报与企业信息填报常见问题解答', href: paths.question.getHref(), icon: MessageCircleQuestion },
  { title: '法律法规', description: '建筑业相关法律、法规与规章', href: paths.regulation.getHref(), icon: Scale },
  { title: '课程中心', description: '资质标准解读与申报实务课程', href: paths.edu.getHref(), icon: GraduationCap },
  { title: '企业信息', description: '营业执照、资质证书、人员与项目信息维护', href: ENTERPRISE_INFO_HOME, icon: Building2 },
  { title: '联系我们', description: '意见反馈与咨询服务', href: paths.contact.getHref(), icon: Phone },
];

/** Icon of the qualification-standard card. */
export const QUALIFICATION_ICON: LucideIcon = BookOpen;
