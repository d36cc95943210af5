/** What the reference server says about package tracking writes (server/tracking/rules.ts). */
export const trackingServer = {
  cancelThroughAction:
    '荷物のキャンセルは専用の操作（荷物をキャンセル）で行ってください。状態の変更ではキャンセルできません',
  serviceNotOffered: 'この輸送方法ではこのサービスを利用できません',
};
