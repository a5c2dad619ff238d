import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, errorMessages } from '@core/apiError';
import { sitePath } from '@core/basePath';
import { pageNavigation } from '@core/navigate';
import { notify } from '@core/notify';
import { redirectTarget } from '@core/record';
import type { LoginApi } from './api';
import { RESEND_DELAY, TEXT } from './texts';

export type LoginStep = 'login' | 'secret';

/** Seconds within A 9's bounds (0..300); anything else is the default 60. */
export function resendDelayOf(value: number | undefined): number {
  return value !== undefined && Number.isInteger(value) && value >= RESEND_DELAY.min && value <= RESEND_DELAY.max ? value : RESEND_DELAY.default;
}

/**
 * Two-step login (A 4): the login decides the method (a one-time code or a password), then the secret
 * logs in. Everything typed stays on a failure; a failure carrying a redirect is followed.
 */
export class LoginStore {
  step: LoginStep = 'login';
  login = '';
  remember = false;
  secret = '';
  /** Step one's answer: the second step asks for a one-time code rather than a password. */
  otp = false;
  busy = false;
  error: string | null = null;
  /** Seconds until the resend link returns (0: it is there). */
  countdown = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly api: LoginApi,
    private readonly options: { resendDelay?: number; urlPath?: string; search?: string } = {},
  ) {
    makeAutoObservable<LoginStore, 'api' | 'options' | 'timer'>(this, { api: false, options: false, timer: false }, { autoBind: true });
  }

  private get credentials() {
    return { login: this.login.trim(), remember: this.remember };
  }

  setLogin(value: string): void {
    this.login = value;
    this.error = null;
  }

  setSecret(value: string): void {
    this.secret = value;
    this.error = null;
  }

  setRemember(value: boolean): void {
    this.remember = value;
  }

  /** Back to the first step; the login typed stays. */
  changeLogin(): void {
    this.step = 'login';
    this.secret = '';
    this.error = null;
    this.stopCountdown();
  }

  async submit(): Promise<void> {
    if (this.busy) return;
    if (this.step === 'login') await this.askMethod();
    else await this.logIn();
  }

  private async askMethod(): Promise<void> {
    if (!this.login.trim()) {
      this.error = TEXT.loginRequired;
      return;
    }
    const answer = await this.call(() => this.api.method(this.credentials));
    if (answer) this.toSecretStep(answer.otp);
  }

  private toSecretStep(otp: boolean): void {
    this.otp = otp;
    this.step = 'secret';
    // The server has just sent the code: the resend link waits as it does after a resend.
    if (otp) this.startCountdown();
  }

  private async logIn(): Promise<void> {
    if (!this.secret.trim()) {
      this.error = this.otp ? TEXT.otpRequired : TEXT.passwordRequired;
      return;
    }
    const secret = this.otp ? { otp: this.secret.trim() } : { pass: this.secret };
    const answer = await this.call(() => this.api.logIn(this.credentials, secret));
    if (!answer) return;
    this.dispose();
    pageNavigation.assign(this.destination(answer.redirect));
  }

  /** back_uri when it stays on this site (resolved as the browser would), else the answer's redirect, else the site root. */
  destination(answered?: string): string {
    const backUri = new URLSearchParams(this.options.search ?? window.location.search).get('back_uri');
    return redirectTarget(backUri) ?? redirectTarget(answered) ?? sitePath('/', this.options.urlPath);
  }

  async resend(): Promise<void> {
    if (this.busy || this.countdown > 0) return;
    const sent = await this.call(async () => {
      await this.api.resend(this.credentials);
      return true;
    });
    if (!sent) return;
    notify.info(TEXT.resent);
    this.startCountdown();
  }

  /**
   * One call at a time; a failure follows its redirect, or says its message under the field being
   * filled (by the form, not in a toast at the far corner), and keeps what was typed.
   */
  private async call<T>(run: () => Promise<T>): Promise<T | null> {
    this.busy = true;
    this.error = null;
    try {
      return await run();
    } catch (error) {
      const target = error instanceof ApiError ? redirectTarget(error.redirect) : null;
      if (target) pageNavigation.assign(target);
      else runInAction(() => (this.error = errorMessages(error).join(' ')));
      return null;
    } finally {
      this.settled();
    }
  }

  private settled(): void {
    this.busy = false;
  }

  private startCountdown(): void {
    this.stopCountdown();
    this.countdown = resendDelayOf(this.options.resendDelay);
    if (this.countdown === 0) return;
    this.timer = setInterval(() => this.tick(), 1000);
  }

  tick(): void {
    this.countdown = Math.max(0, this.countdown - 1);
    if (this.countdown === 0) this.stopCountdown();
  }

  private stopCountdown(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    this.countdown = 0;
  }

  dispose(): void {
    this.stopCountdown();
  }
}
