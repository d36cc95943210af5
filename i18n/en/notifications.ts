/** Labels of the notifications screen (resources/notifications.ts): the key set vi and ja match. */
export const notificationLabels = {
  name: 'Notification |||| Notifications',
  fields: {
    type: 'Type',
    customerId: 'Customer',
    title: 'Title',
    link: 'Link',
    subject: 'Subject',
    cc: 'Cc',
    bcc: 'Bcc',
    body: 'Content',
    refCode: 'About (ref code)',
    status: 'Status',
    createdBy: 'Sent by',
    createdAt: 'Sent at',
  },
  choices: {
    type: { web: 'Web', email: 'E-mail', app: 'App' },
    status: {
      read: 'Read',
      unread: 'Unread',
      sent: 'Sent',
      unsent: 'Not sent',
      sendFailed: 'Send failed',
      denied: 'Denied',
    },
  },
};
