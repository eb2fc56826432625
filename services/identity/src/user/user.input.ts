import { EMAIL_MAX_LENGTH, EMAIL_REQUIRED, emailError, normalizeEmail } from '@worship/common';
import { checkedString } from '@worship/subgraph-kit';
import { z } from 'zod';
import { LANGUAGES } from './user.entity';

/** The product's one e-mail rule (@worship/common), stored trimmed and lower-cased. */
export const emailSchema = checkedString(emailError, EMAIL_REQUIRED).transform(normalizeEmail);

const name = (label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(100, `${label} must be 100 characters or less`);

export const registerInput = z.object({
  email: emailSchema,
  password: z
    .string({ message: 'Password is required' })
    .min(1, 'Password is required')
    .min(8, 'Password must be at least 8 characters')
    .max(128, 'Password must be 128 characters or less'),
  firstName: z
    .string({ message: 'First name is required' })
    .trim()
    .min(1, 'First name is required')
    .max(100, 'First name must be 100 characters or less'),
  lastName: name('Last name')
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({
  email: z.string({ message: EMAIL_REQUIRED }).trim().min(1, EMAIL_REQUIRED).max(EMAIL_MAX_LENGTH),
  password: z
    .string({ message: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
});
export type LoginInput = z.infer<typeof loginInput>;

/** Claims from the OIDC provider, as the gateway passes them. Over-long values are cut, not refused. */
const claim = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => (value?.trim() ? value.trim().slice(0, max) : null));

export const oidcLoginInput = z.object({
  issuer: z.string({ message: 'issuer is required' }).min(1, 'issuer is required').max(2048),
  subject: z.string({ message: 'subject is required' }).min(1, 'subject is required').max(255),
  email: z
    .string()
    .nullish()
    .transform((value) => {
      const parsed = emailSchema.safeParse(value ?? '');
      return parsed.success ? parsed.data : null;
    }),
  /** The provider's `email_verified`: only an explicit `true` counts. */
  emailVerified: z
    .boolean()
    .nullish()
    .transform((value) => value === true),
  firstName: claim(100),
  lastName: claim(100),
  profileImageUrl: claim(2048).transform((value) =>
    value && /^https?:\/\//i.test(value) ? value : null,
  ),
});
export type OidcLoginInput = z.infer<typeof oidcLoginInput>;

export const LANGUAGE_ORDER_MESSAGE =
  'Language order must list english, malayalam, tamil and hindi, each exactly once.';

/** A permutation of exactly the four languages, comma-separated (spaces around names allowed). */
const languageOrder = z
  .string({ message: LANGUAGE_ORDER_MESSAGE })
  .max(200, LANGUAGE_ORDER_MESSAGE)
  .transform((value) => value.split(',').map((language) => language.trim()))
  .refine(
    (languages) =>
      languages.length === LANGUAGES.length &&
      new Set(languages).size === LANGUAGES.length &&
      languages.every((language) => (LANGUAGES as readonly string[]).includes(language)),
    LANGUAGE_ORDER_MESSAGE,
  )
  .transform((languages) => languages.join(','));

export const languageOrderInput = z.object({ languageOrder });
