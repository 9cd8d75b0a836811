/** The email feature's views as the router names them (the plugin's id, then the view's key in index.ts). */
export const OTP_VIEW = 'email/VerifyOtp'
export const DEVICE_VIEW = 'email/VerifyDevice'
export const SETTINGS_VIEW = 'email/AccountSettings'
export const UPDATE_EMAIL_VIEW = 'email/UpdateEmail'
export const UPDATE_EMAIL_OTP_VIEW = 'email/UpdateEmailOtp'
export const UPDATE_EMAIL_NEW_OTP_VIEW = 'email/UpdateEmailNewOtp'
