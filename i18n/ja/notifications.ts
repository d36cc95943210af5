import type { notificationLabels as english } from '../en/notifications';
import type { SameKeys } from '../sameKeys';

export const notificationLabels: SameKeys<typeof english> = {
  name: '通知 |||| 通知',
  fields: {
    type: '種類',
    customerId: '顧客',
    title: 'タイトル',
    link: 'リンク',
    subject: '件名',
    cc: 'CC',
    bcc: 'BCC',
    body: '本文',
    refCode: '関連（参照コード）',
    status: 'ステータス',
    createdBy: '送信者',
    createdAt: '送信日時',
  },
  choices: {
    type: { web: 'ウェブ', email: 'メール', app: 'アプリ' },
    status: {
      read: '既読',
      unread: '未読',
      sent: '送信済み',
      unsent: '未送信',
      sendFailed: '送信失敗',
      denied: '拒否',
    },
  },
};
