import { useSyncExternalStore } from 'react'
import { consoleLanguage, type Language } from './language'

/**
 * The sign-in page's texts, a copy of the catalog's (public/locales/{vi,en}) so the first page any visitor loads
 * speaks without i18next and its catalogs (docs/decisions/030). `test/sign-in-texts.test.ts` holds each text equal to
 * the catalog's, so they cannot drift; keys as the catalog's (`validation:` for the validation namespace).
 */
export const signInTexts = {
  vi: {
    appName: 'Wi-Fi Console',
    'language.label': 'Ngôn ngữ',
    'language.vi': 'Tiếng Việt',
    'language.en': 'English',
    'nav.loadingPage': 'Đang tải trang…',
    'auth.signIn.title': 'Đăng nhập',
    'auth.signIn.description': 'Nhập email và mật khẩu để truy cập tài khoản của bạn.',
    'auth.signIn.forgotPassword': 'Quên mật khẩu?',
    'auth.signIn.submit': 'Đăng nhập',
    'auth.signIn.noAccount': 'Chưa có tài khoản?',
    'auth.signIn.signUpLink': 'Đăng ký',
    'auth.signIn.agreement':
      'Khi đăng nhập, bạn đồng ý với <terms>Điều khoản dịch vụ</terms> và <privacy>Chính sách quyền riêng tư</privacy> của chúng tôi.',
    'auth.signIn.withPasskey': 'Đăng nhập bằng khóa truy cập',
    'auth.signIn.passkeyFailed': 'Không đăng nhập được bằng khóa truy cập:',
    'auth.signUp.agreement':
      'Khi tạo tài khoản, bạn đồng ý với <terms>Điều khoản dịch vụ</terms> và <privacy>Chính sách quyền riêng tư</privacy> của chúng tôi.',
    'auth.emailLabel': 'Email',
    'auth.emailPlaceholder': 'ten@vidu.com',
    'auth.passwordLabel': 'Mật khẩu',
    'password.show': 'Hiện mật khẩu',
    'password.hide': 'Ẩn mật khẩu',
    'auth.otp.passkeyUnsupported':
      'Trình duyệt này không dùng được khóa truy cập. Hãy đăng nhập từ trình duyệt hỗ trợ, như Chrome, Edge, Safari hoặc Firefox bản mới.',
    'toast.loginFailed': 'Đăng nhập thất bại. Vui lòng kiểm tra thông tin đăng nhập.',
    'toast.codeSent': 'Chúng tôi đã gửi mã tới {{email}}.',
    'toast.loginSuccess': 'Chào mừng trở lại! Đăng nhập thành công.',
    'toast.anErrorOccurred': 'Đã xảy ra lỗi',
    'validation:emailRequired': 'Vui lòng nhập email của bạn',
    'validation:emailInvalid': 'Vui lòng nhập địa chỉ email hợp lệ',
    'validation:emailMax': 'Email tối đa 254 ký tự',
    'validation:passwordRequired': 'Vui lòng nhập mật khẩu',
    'validation:passwordMin7': 'Mật khẩu phải có ít nhất 7 ký tự',
    'validation:passwordMax': 'Mật khẩu tối đa 128 ký tự',
  },
  en: {
    appName: 'Wi-Fi Console',
    'language.label': 'Language',
    'language.vi': 'Tiếng Việt',
    'language.en': 'English',
    'nav.loadingPage': 'Loading the page…',
    'auth.signIn.title': 'Sign in',
    'auth.signIn.description': 'Enter your email and password to access your account.',
    'auth.signIn.forgotPassword': 'Forgot password?',
    'auth.signIn.submit': 'Sign in',
    'auth.signIn.noAccount': "Don't have an account?",
    'auth.signIn.signUpLink': 'Sign up',
    'auth.signIn.agreement':
      'By signing in, you agree to our <terms>Terms of Service</terms> and <privacy>Privacy Policy</privacy>.',
    'auth.signIn.withPasskey': 'Sign in with a passkey',
    'auth.signIn.passkeyFailed': 'Passkey sign-in failed:',
    'auth.signUp.agreement':
      'By creating an account, you agree to our <terms>Terms of Service</terms> and <privacy>Privacy Policy</privacy>.',
    'auth.emailLabel': 'Email',
    'auth.emailPlaceholder': 'name@example.com',
    'auth.passwordLabel': 'Password',
    'password.show': 'Show password',
    'password.hide': 'Hide password',
    'auth.otp.passkeyUnsupported':
      'This browser cannot use passkeys. Sign in from one that can, such as a current Chrome, Edge, Safari or Firefox.',
    'toast.loginFailed': 'Login failed. Please check your credentials.',
    'toast.codeSent': 'We sent a code to {{email}}.',
    'toast.loginSuccess': 'Welcome back! Login successful.',
    'toast.anErrorOccurred': 'An error occurred',
    'validation:emailRequired': 'Please enter your email',
    'validation:emailInvalid': 'Please enter a valid email address',
    'validation:emailMax': 'Email must be at most 254 characters',
    'validation:passwordRequired': 'Please enter your password',
    'validation:passwordMin7': 'Password must be at least 7 characters long',
    'validation:passwordMax': 'Password must be at most 128 characters',
  },
} as const satisfies Record<Language, Record<string, string>>

export type SignInTextKey = keyof (typeof signInTexts)['vi']

/** A text in the given language, its `{{name}}` placeholders filled from `values`. */
export function signInText(language: Language, key: SignInTextKey, values: Record<string, string> = {}) {
  return signInTexts[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')
}

/** Whether a form message (a catalog key) is one of the sign-in page's texts. */
export const isSignInTextKey = (key: string): key is SignInTextKey => key in signInTexts.vi

/** `t` for the sign-in page and the pieces it shares with the console, in the console's language as it changes. */
export function useSignInText() {
  const language = useSyncExternalStore(consoleLanguage.subscribe, consoleLanguage.current)
  return {
    language,
    t: (key: SignInTextKey, values?: Record<string, string>) => signInText(language, key, values),
  }
}
