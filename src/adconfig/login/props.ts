import { prop, propsSchema } from '@core/props';

/** data-props of <div id="login">: how long the resend link waits after a code is sent (A 9: 60 s, 0..300). */
export const loginProps = propsSchema({
  resendDelay: prop.optional(prop.number({ integer: true, min: 0, max: 300 })),
});
export type LoginProps = ReturnType<typeof loginProps.parse>;
