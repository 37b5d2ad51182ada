import type { MailTexts } from './vi.ts'

/** The emails' texts in English, the second language: the Vietnamese catalog's keys, no more and no fewer. */
export const en: MailTexts = {
  signInCode: {
    subject: 'Your sign-in code: {{code}}',
    text: [
      'Your Wi-Fi Console sign-in code is {{code}}.',
      'It expires in {{minutes}} minutes.',
      'If you did not try to sign in, ignore this email and change your password.',
    ],
  },
  resetLink: {
    subject: 'Reset your Wi-Fi Console password',
    text: [
      'Open this link to set a new password: {{link}}',
      'The link works once, for {{minutes}} minutes.',
      'If you did not ask for it, ignore this email; your password stays as it is.',
    ],
  },
  welcome: {
    subject: 'Your Wi-Fi Console account is ready',
    text: [
      'Your Wi-Fi Console account has been created.',
      'Sign in here: {{signInLink}}',
      'If you did not sign up, ignore this email or ask us to remove the account.',
    ],
  },
  signUpAttempt: {
    subject: 'Someone tried to sign up with your email',
    text: [
      'Someone tried to create a Wi-Fi Console account with this email, which already has one.',
      'No new account was created and nothing changed.',
      'If it was you and you forgot your password, set a new one here: {{resetLink}}',
    ],
  },
  passwordChanged: {
    subject: 'Your Wi-Fi Console password was changed',
    text: [
      '{{whatHappened}}',
      "If this wasn't you, set a new password now: {{forgotLink}} — and tell your administrator.",
    ],
    whatHappened: {
      changed: 'Your password was just changed, and your other sessions were signed out.',
      reset: 'Your password was just reset from a reset link, and every session was signed out.',
    },
  },
  passkeyChanged: {
    added: {
      subject: 'A passkey was added to your Wi-Fi Console account',
      text: [
        'The passkey "{{name}}" was just added to your account. It can now be used to sign in.',
        "If this wasn't you, change your password and check your passkeys now: {{securityLink}} — and tell your administrator.",
      ],
    },
    removed: {
      subject: 'A passkey was removed from your Wi-Fi Console account',
      text: [
        'The passkey "{{name}}" was just removed from your account. It can no longer be used to sign in.',
        "If this wasn't you, change your password and check your passkeys now: {{securityLink}} — and tell your administrator.",
      ],
    },
  },
  secondFactorChanged: {
    subject: 'The sign-in steps of your Wi-Fi Console account changed',
    text: [
      '{{whatHappened}}',
      'If this was not you, reset your password now: {{resetLink}}',
      'and ask an administrator to check your account.',
    ],
    whatHappened: {
      'totp-added': 'An authenticator app was added to your Wi-Fi Console account.',
      'totp-removed': 'The authenticator app was removed from your Wi-Fi Console account.',
      'recovery-codes-replaced':
        'New recovery codes were made for your Wi-Fi Console account; the old ones no longer work.',
    },
  },
  secondFactorsReset: {
    subject: 'An administrator reset the sign-in steps of your Wi-Fi Console account',
    text: [
      'An administrator removed the authenticator app, recovery codes and passkeys from your Wi-Fi Console account and signed you out everywhere.',
      'Sign in again with your password and the code we email you: {{signInLink}}',
      '{{enrolAgain}}',
      'If you did not ask for this, tell your administrator.',
    ],
    enrolAgain: 'You will then be asked to set up an authenticator app or a passkey again.',
  },
  adReportDigest: {
    one: {
      subject: '{{count}} new ad report from guests',
      text: [
        'Guests sent {{count}} new ad report:',
        '{{reports}}',
        'Read the reports and take an ad down if needed: {{reportsLink}}',
      ],
    },
    other: {
      subject: '{{count}} new ad reports from guests',
      text: [
        'Guests sent {{count}} new ad reports:',
        '{{reports}}',
        'Read the reports and take an ad down if needed: {{reportsLink}}',
      ],
    },
    report: '- {{when}}, {{venueName}}: “{{adTitle}}” — {{reason}}',
    guestWords: '  Written by a guest, unchecked: "{{words}}"',
    reasons: {
      misleading: 'Misleading',
      offensive: 'Offensive',
      unlawful: 'Unlawful',
      scam: 'Scam',
      other: 'Other',
    },
  },
  venueInvitation: {
    newAccount: {
      subject: 'You are invited to manage “{{venueName}}” on Wi-Fi Console',
      text: [
        'A Wi-Fi Console administrator invites you to manage the venue “{{venueName}}”.',
        'Open this link to create your account with this email address and open the venue: {{link}}',
        'The link works once, for {{days}} days.',
        'If you were not expecting this invitation, ignore this email; no account is created.',
      ],
    },
    existingAccount: {
      subject: 'You are invited to manage “{{venueName}}” on Wi-Fi Console',
      text: [
        'A Wi-Fi Console administrator invites you to manage the venue “{{venueName}}”.',
        'Open this link and sign in with your account to open the venue: {{link}}',
        'The link works once, for {{days}} days.',
        'If you were not expecting this invitation, ignore this email; your account stays as it is.',
      ],
    },
  },
  adTakenDown: {
    subject: 'Your ad was taken down',
    text: [
      'An administrator took your ad “{{adTitle}}” down at every venue. Guests no longer see it.',
      'Reason: {{reason}}',
      'Contact your administrator if you want to change the ad and have it restored.',
    ],
  },
}
