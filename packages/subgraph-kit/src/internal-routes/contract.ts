import type { z } from 'zod';

/**
 * One internal route as both ends know it: declared once, in the kit's
 * `internal-routes/<serving service>.routes-contract.ts`, because services never import each
 * other's code. The serving service mounts it on the kit's internal router (internal-router.ts),
 * which parses `body`; callers call it with the kit's `internalRoute` (internal-route-client.ts),
 * which checks the 200 answer against `answer`.
 */
export interface InternalRouteContract<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Answer extends z.ZodType | undefined = z.ZodType | undefined,
> {
  /** The serving service's name ("groups"), for error messages. */
  service: string;
  method: 'GET' | 'POST';
  /** Always under `/internal/`: the internal router serves that prefix only. */
  path: `/internal/${string}`;
  /** The JSON body a POST takes; a body it refuses is 400 `{message, errors}` before the handler. */
  body?: Body;
  /** What a 200 carries; the typed client refuses anything else. */
  answer?: Answer;
}

/**
 * What a route's handler receives as its body: the contract's schema's output, or the raw JSON
 * when the contract has none (a route that must look at the body before validating it).
 */
export type InternalBody<C extends InternalRouteContract> = C['body'] extends z.ZodType
  ? z.output<C['body']>
  : unknown;

/** What a caller sends: the contract's schema's input. */
export type InternalBodyInput<C extends InternalRouteContract> = C['body'] extends z.ZodType
  ? z.input<C['body']>
  : undefined;

/** What a route answers with 200. */
export type InternalAnswer<C extends InternalRouteContract> = C['answer'] extends z.ZodType
  ? z.output<C['answer']>
  : unknown;
