import { prop, propsSchema, type Choice } from '@core/props';

/** An operation type the page offers: its value as sent, its name as shown. */
export type OperationType = Choice;

/** data-props of <div id="user-transaction">. */
export const userTransactionProps = propsSchema({
  /** S 2: where the page goes after the transaction is created (a page of this site); without it the page stays with the toast and an empty form. */
  createdUrl: prop.optional(prop.siteLink()),
  /** The operation types offered, [{id, name}]; without them the type is typed as text. */
  operationTypes: prop.optional(prop.choices()),
  /** The user the transaction is for (else the page's ?user_id=); the operator may change it. */
  userId: prop.optional(prop.number({ min: 1, integer: true })),
  /** The page's user as the legacy page knew it (S 7's user: user_id, login): shown by its login, its id sent. */
  user: prop.optional(prop.object({ user_id: prop.number({ min: 1, integer: true }), login: prop.text() })),
});
export type UserTransactionProps = ReturnType<typeof userTransactionProps.parse>;
