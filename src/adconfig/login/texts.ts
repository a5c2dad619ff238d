/** The login page's texts (A 2 Other (login), A 4, A 9). */
export const TEXT = {
  title: 'Вход',
  login: 'Логин',
  password: 'Пароль',
  otp: 'Одноразовый код',
  otpSent: 'Код отправлен. Введите его, чтобы войти.',
  remember: 'Запомнить меня',
  next: 'Далее',
  submit: 'Войти',
  changeLogin: 'Изменить логин',
  resend: 'Отправить код ещё раз',
  resendIn: (seconds: number) => `Отправить код ещё раз можно через ${seconds} с`,
  resent: 'Код отправлен повторно',
  register: 'Регистрация',
  recovery: 'Забыли пароль?',
  loginRequired: 'Введите логин',
  passwordRequired: 'Введите пароль',
  otpRequired: 'Введите код',
} as const;

/** A 9: the resend countdown, 60 s, kept within 0..300. */
export const RESEND_DELAY = { default: 60, min: 0, max: 300 } as const;
