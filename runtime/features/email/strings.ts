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
} as const

export type EmailStringKey = keyof typeof EMAIL_STRINGS
