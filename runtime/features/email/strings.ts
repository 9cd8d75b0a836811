/** The email feature's own text; its keys type its views' titles. */
export const EMAIL_STRINGS = {
  otpTitle: 'Confirm Email',
  approveTitle: 'Approve Transaction',
} as const

export type EmailStringKey = keyof typeof EMAIL_STRINGS
