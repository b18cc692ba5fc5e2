import { Type, type Static } from 'typebox';

import { FormValue, IsoDateTime, Nullable, routesOf } from '../http/contract.ts';
import { SessionTokens } from '../session/contract.ts';

const route = routesOf('account');

// The merchant's account (spec 1 §2.6-2.7, §4.4-4.5, §5.3; spec 3 "Account"): the store check
// after login, the profile, password recovery, registration with its e-mailed code, store setup,
// and the tours already seen. Bodies follow the forms' yup schemas (`@platform/shared/validation`),
// which the routes apply with the forms' Spanish messages.

const text = () => Type.Optional(FormValue(Type.String()));

export const StoreSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  subdomain: Type.String(),
  publishedAt: Nullable(IsoDateTime),
});
export type StoreSummary = Static<typeof StoreSummary>;

export const StoreCheck = Type.Object({
  hasStore: Type.Literal(true),
  statusCode: Type.Literal(200),
  message: Type.String(),
  store: StoreSummary,
});
export type StoreCheck = Static<typeof StoreCheck>;

/** 404: the merchant has no store yet (the shell sends them to /store-setup). */
export const NoStore = Type.Object({
  hasStore: Type.Literal(false),
  statusCode: Type.Literal(404),
  message: Type.String(),
});

export const Profile = Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String({ description: 'The confirmed e-mail: sign-in and tokens use this one' }),
  pendingEmail: Nullable(
    Type.String({ description: 'A new e-mail waiting for the code sent to it, else null' }),
  ),
});
export type Profile = Static<typeof Profile>;

export const ProfileBody = Type.Object({ firstName: text(), lastName: text(), email: text() });

/** The profile after a change, with what happened in Spanish (a new e-mail waits for its code). */
export const ProfileSaved = Type.Object({
  ...Profile.properties,
  message: Type.String({ description: 'Spanish, ready to show' }),
});
export type ProfileSaved = Static<typeof ProfileSaved>;

/** The code e-mailed to the new address. */
export const EmailChangeConfirmBody = Type.Object({ code: text() });

export const Message = Type.Object({
  message: Type.String({ description: 'Spanish, ready to show' }),
});
export type Message = Static<typeof Message>;

export const PasswordRecoveryBody = Type.Object({ email: text() });

/** The recovery link's second step: its token and the new password. */
export const PasswordResetBody = Type.Object({ token: text(), password: text() });
export type PasswordResetBody = Static<typeof PasswordResetBody>;

/** The signed-in merchant's password change (spec 3 §7 "Account"). */
export const PasswordChangeBody = Type.Object({ currentPassword: text(), newPassword: text() });
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

export const RegistrationBody = Type.Object({
  businessName: text(),
  firstName: text(),
  lastName: text(),
  email: text(),
  password: text(),
  subdomain: text(),
});

export const CodeSent = Type.Object({
  message: Type.String(),
  email: Type.String(),
  expiresInSeconds: Type.Integer(),
  resendCooldownSeconds: Type.Integer(),
});
export type CodeSent = Static<typeof CodeSent>;

export const ResendCodeBody = Type.Object({ email: text() });

export const CodeResent = Type.Object({
  message: Type.String(),
  expiresInSeconds: Type.Integer(),
  resendCooldownSeconds: Type.Integer(),
});
export type CodeResent = Static<typeof CodeResent>;

export const VerifyCodeBody = Type.Object({ email: text(), code: text() });

export const StoreSetupBody = Type.Object({ businessName: text(), subdomain: text() });

export const StoreCreated = Type.Object({ message: Type.String(), store: StoreSummary });
export type StoreCreated = Static<typeof StoreCreated>;

export const KNOWN_TOUR_IDS = ['dashboard', 'client-detail'] as const;
export type TourId = (typeof KNOWN_TOUR_IDS)[number];

export const VisitedTours = Type.Object(
  Object.fromEntries(
    KNOWN_TOUR_IDS.map((id) => [
      id,
      Nullable(Type.String({ description: 'When it was seen, ISO' })),
    ]),
  ) as Record<TourId, ReturnType<typeof Nullable<ReturnType<typeof Type.String>>>>,
);
export type VisitedTours = Static<typeof VisitedTours>;

export const TourParams = Type.Object({ idTour: Type.String() });

export const TourVisitBody = Type.Object({
  tourId: text(),
  visitedAt: Type.Optional(FormValue(Type.String({ description: 'ISO date or date-time' }))),
});

export const accountRoutes = {
  checkStore: route('GET', '/api/auth/login', {
    summary: 'The store check after login: the caller’s store, or 404 without one',
    response: { 200: StoreCheck, 404: NoStore },
  }),
  getProfile: route('GET', '/api/account/profile', {
    summary: 'The caller’s profile',
    response: { 200: Profile },
  }),
  updateProfile: route('PUT', '/api/account/profile', {
    summary:
      'Update the caller’s names; a new e-mail is e-mailed a code and waits as pendingEmail (409 when it has an account)',
    body: ProfileBody,
    response: { 200: ProfileSaved },
  }),
  confirmEmailChange: route('POST', '/api/account/email/confirm', {
    summary: 'Confirm the pending e-mail with the code sent to it: it becomes the account’s e-mail',
    body: EmailChangeConfirmBody,
    response: { 200: ProfileSaved },
  }),
  requestPasswordReset: route('POST', '/api/auth/reset-password', {
    summary: 'E-mail a single-use recovery link (the same answer whatever the e-mail)',
    body: PasswordRecoveryBody,
    response: { 200: Message },
  }),
  resetPassword: route('POST', '/api/auth/reset-password/confirm', {
    summary: 'Set a new password with the recovery link’s token; ends every login of the user',
    body: PasswordResetBody,
    response: { 200: Message },
  }),
  changePassword: route('POST', '/api/auth/change-password', {
    summary:
      'The caller’s password change: checks the current password (with the sign-in throttling: 429 while locked) and sets the new one (400 with a Spanish message when the current one is wrong)',
    body: PasswordChangeBody,
    response: { 200: Message },
  }),
  register: route('POST', '/api/auth/public-platform-register', {
    summary:
      'Start a registration: e-mails a 6-digit code (409 when the e-mail or subdomain is taken)',
    body: RegistrationBody,
    response: { 201: CodeSent },
  }),
  resendCode: route('POST', '/api/auth/send-verification-code', {
    summary: 'A new code for the pending registration (429 within the cooldown)',
    body: ResendCodeBody,
    response: { 200: CodeResent },
  }),
  verifyCode: route('POST', '/api/auth/client/verify-code', {
    summary:
      'Verify the code: creates the merchant and the store, and signs them in (the session of POST /api/session: tokens, and the refresh token as an HttpOnly cookie)',
    body: VerifyCodeBody,
    response: { 200: SessionTokens },
  }),
  createStore: route('POST', '/api/auth/private-platform-register', {
    summary: 'Create the signed-in merchant’s store (store setup)',
    body: StoreSetupBody,
    response: { 201: StoreCreated },
  }),
  listVisitedTours: route('GET', '/api/store/tours', {
    summary: 'The tours the caller has seen (per user)',
    response: { 200: VisitedTours },
  }),
  markTourVisited: route('PUT', '/api/store/tours/:idTour/mark-as-visited', {
    summary: 'Mark a tour seen (completed or skipped); the first date is kept',
    params: TourParams,
    body: TourVisitBody,
    response: { 200: VisitedTours },
  }),
};
