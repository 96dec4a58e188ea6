// Dynamic client registration (RFC 7591) is open: any client may register, without an account. Each registration
// is a row in the key store, so one address registering in a loop would fill it. The registrations that succeeded
// are counted per client address over an hour; past the allowance, /oauth/register answers 429 with Retry-After
// before oidc-provider sees the request. Refused or malformed registrations store nothing and are not counted.
import { RateLimiterMemory } from 'rate-limiter-flexible';

/** Default of `AuthorizationServerOptions.registrationsPerAddressPerHour`. */
export const defaultRegistrationsPerAddressPerHour = 50;

/** Counts successful client registrations per client address, per process. */
export interface RegistrationThrottle {
  /** Seconds until the address may register again, or 0 when it may now. */
  secondsUntilAllowed(address: string): Promise<number>;
  /** Counts one successful registration of the address. */
  registered(address: string): Promise<void>;
}

export function createRegistrationThrottle(registrationsPerHour: number = defaultRegistrationsPerAddressPerHour): RegistrationThrottle {
  const counter = new RateLimiterMemory({ keyPrefix: 'oauth-registrations', points: registrationsPerHour, duration: 3600 });
  return {
    async secondsUntilAllowed(address) {
      const used = await counter.get(address);
      if (used === null || used.consumedPoints < registrationsPerHour) return 0;
      return Math.max(1, Math.ceil(used.msBeforeNext / 1000));
    },
    async registered(address) {
      await counter.penalty(address, 1);
    },
  };
}
