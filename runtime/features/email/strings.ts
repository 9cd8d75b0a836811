/** The email feature's own text; its keys type its views' titles. */
export const EMAIL_STRINGS = {
  otpTitle: 'Confirm Email',
  approveTitle: 'Approve Transaction',
  // The Connect view's field.
  formLabel: 'Email login',
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  continue: 'Continue with email',
  // The one-time code step.
  otpLabel: 'Enter the code',
  otpLead: 'Enter the code we sent to {email}',
  code: 'Code',
  confirm: 'Confirm',
  resend: 'Resend code',
  // ApproveTransaction.
  waitingForWallet: 'Waiting for the wallet',
  approveLabel: 'Approve request',
  reject: 'Reject',
  approve: 'Approve',
  action_personal_sign: 'Sign message',
  action_eth_signTypedData_v4: 'Sign typed data',
  action_eth_sendTransaction: 'Send transaction',
  detailMessage: 'Message',
  detailType: 'Type',
  detailDomain: 'Domain',
  detailData: 'Data',
  detailTo: 'To',
  detailAmount: 'Amount',
  detailRequest: 'Request',
  newContract: 'New contract',
  // Device verification (spec section 4: email connect returns VERIFY_DEVICE).
  deviceTitle: 'Register Device',
  deviceText:
    'This is a new device for {email}. Open the link we sent to {email} to approve it; you continue here once it is approved.',
  deviceWaiting: 'Waiting for the approval',
  deviceRetry: 'Try again',
  // Account settings: email update (primary then secondary code) and the account type switch.
  settingsMenu: 'Account settings',
  settingsTitle: 'Account Settings',
  settingsEmail: 'Email',
  signedInWith: 'Signed in with',
  socialUsername: 'Username',
  updateEmail: 'Update email',
  updateEmailTitle: 'Update Email',
  newEmailLabel: 'New email',
  saveEmail: 'Save',
  primaryOtpTitle: 'Confirm Current Email',
  secondaryOtpTitle: 'Confirm New Email',
  emailUpdated: 'Email updated',
  accountType: 'Account type',
  smartAccountName: 'Smart account',
  eoaName: 'EOA',
  switchToSmartAccount: 'Switch to your smart account',
  switchToEoa: 'Switch to your EOA',
  switching: 'Switching…',
} as const

export type EmailStringKey = keyof typeof EMAIL_STRINGS
