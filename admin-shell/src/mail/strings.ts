/** What the admin says wherever it promises an e-mail and no mail server is configured (issue 33). */
export const MAIL_STRINGS = {
  notConfigured: 'E-mails are not being sent: no mail server is configured.',
  queued: 'Notification and summary e-mails wait in the outbox until there is one, and are sent then.',
  howTo: 'Whoever runs this server sets',
  howToAfter: 'to the mail server’s address and restarts Hearken; docs/ARCHITECTURE.md, “Configuration”, shows the forms it takes.',
  variable: 'HEARKEN_SMTP_URL',
} as const;
