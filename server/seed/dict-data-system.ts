import { enterprisePagePath } from '../../forms/enterprise-pages.ts';
import type { DictSeedType } from './dict-data.ts';

export const SYSTEM_DICTS: DictSeedType[] = [
  {
    dictType: 'sys_user_sex',
    dictName: '用户性别',
    items: [
      { label: '男', value: '0', isDefault: true },
      { label: '女', value: '1' },
      { label: '未知', value: '2' },
    ],
  },
  {
    dictType: 'sys_normal_disable',
    dictName: '系统开关',
    items: [
      { label: '正常', value: '0', listClass: 'primary', isDefault: true },
      { label: '停用', value: '1', listClass: 'danger' },
    ],
  },
  {
    dictType: 'sys_yes_no',
    dictName: '系统是否',
    items: [
      { label: '是', value: 'Y', listClass: 'primary', isDefault: true },
      { label: '否', value: 'N', listClass: 'danger' },
    ],
  },
  {
    dictType: 'reminder_type',
    dictName: '提醒类型',
    items: [
      { label: '营业执照', value: 'yyzz', remark: enterprisePagePath('businessLicenceReminders') },
      { label: '资质证书', value: 'zzzs', remark: enterprisePagePath('certificateReminders') },
      { label: '监管平台项目', value: 'jgptxm', remark: enterprisePagePath('projectReminders') },
      { label: '注册人员', value: 'zcry', remark: enterprisePagePath('registeredPersonReminders') },
      { label: '其他人员', value: 'qtry', remark: enterprisePagePath('otherPersonReminders') },
      { label: '人员业绩', value: 'ryyj', remark: enterprisePagePath('performanceReminders') },
      { label: '资质异常', value: 'zzyc', remark: enterprisePagePath('qualificationAnomalyReminders') },
    ],
  },
  {
    dictType: 'check_level',
    dictName: '校验级别',
    items: [
      { label: '错误', value: 'error', listClass: 'danger' },
      { label: '警告', value: 'warning', listClass: 'warning' },
    ],
  },
  {
    dictType: 'message_category',
    dictName: '消息类别',
    items: [
      { label: '系统消息', value: 'system', listClass: 'primary', isDefault: true },
      { label: '证书消息', value: 'certificate', listClass: 'warning' },
      { label: '项目消息', value: 'project', listClass: 'info' },
      { label: '会员消息', value: 'member', listClass: 'success' },
    ],
  },
  {
    dictType: 'feedback_type',
    dictName: '反馈类型',
    items: [
      { label: '咨询', value: 'consult', isDefault: true },
      { label: '建议', value: 'suggestion' },
      { label: '投诉', value: 'complaint' },
      { label: '问题反馈', value: 'bug' },
    ],
  },
  {
    dictType: 'policy_type',
    dictName: '政策类型',
    items: [
      { label: '法律', value: 'law', remark: '全国人民代表大会及其常务委员会制定' },
      { label: '行政法规', value: 'administrative_regulation', remark: '国务院制定' },
      { label: '部门规章', value: 'departmental_rule', remark: '住房和城乡建设部等国务院部门制定' },
      { label: '规范性文件', value: 'normative_document' },
      { label: '地方政策', value: 'local_policy', remark: '省级及以下住房和城乡建设主管部门发布' },
      { label: '解读', value: 'interpretation' },
    ],
  },
  {
    dictType: 'notice_type',
    dictName: '公告类型',
    items: [
      { label: '通知', value: 'notice', listClass: 'primary' },
      { label: '公告', value: 'announcement', listClass: 'success' },
      { label: '公示', value: 'publicity', listClass: 'warning' },
    ],
  },
  {
    dictType: 'member_level',
    dictName: '会员等级',
    items: [
      { label: '普通会员', value: 'member', isDefault: true },
      { label: '二级会员', value: 'member_level_2', listClass: 'warning' },
    ],
  },
  {
    dictType: 'order_status',
    dictName: '订单状态',
    items: [
      { label: '待支付', value: 'pending', listClass: 'warning', isDefault: true },
      { label: '已支付', value: 'paid', listClass: 'success' },
      { label: '已关闭', value: 'closed', listClass: 'info' },
      { label: '已退款', value: 'refunded', listClass: 'danger' },
    ],
  },
  {
    dictType: 'pay_type',
    dictName: '支付方式',
    items: [
      { label: '微信支付', value: 'wechat', listClass: 'success', isDefault: true },
      { label: '支付宝', value: 'alipay', listClass: 'primary' },
    ],
  },
  {
    dictType: 'key_status',
    dictName: '密钥状态',
    items: [
      { label: '启用', value: 'enabled', listClass: 'success', isDefault: true },
      { label: '停用', value: 'disabled', listClass: 'danger' },
    ],
  },
];
